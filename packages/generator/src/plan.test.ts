import { describe, expect, it } from 'vitest';
import { POOL_TARGETS, targetOf } from './plan.ts';

describe('the level an attempt aims at', () => {
  it('depends on the seed and the weights only', () => {
    const weights = { easy: 10, medium: 30, hard: 60 };
    for (let seed = 0; seed < 200; seed++) expect(targetOf(seed, weights)).toBe(targetOf(seed, { ...weights }));
  });

  it('shares the attempts out by weight, and never aims at a level without weight', () => {
    const counts: Record<string, number> = {};
    for (let seed = 1; seed <= 20_000; seed++) {
      const level = targetOf(seed, { easy: 10, hard: 30, expert: 0 })!;
      counts[level] = (counts[level] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['easy', 'hard']);
    expect(counts.hard! / 20_000).toBeGreaterThan(0.72);
    expect(counts.hard! / 20_000).toBeLessThan(0.78);
  });

  it('is null when nothing is wanted', () => {
    expect(targetOf(5, {})).toBeNull();
    expect(targetOf(5, { easy: 0 })).toBeNull();
  });

  it('holds the pool sizes the issue asks for', () => {
    const total = Object.values(POOL_TARGETS).reduce(
      (sum, levels) => sum + Object.values(levels).reduce((a, b) => a + b, 0),
      0,
    );
    expect(POOL_TARGETS.classic.extreme).toBe(1000);
    expect(total).toBeGreaterThan(10_100);
  });
});
