import { describe, expect, it } from 'vitest';
import { chooseTarget, POOL_TARGETS } from './plan.ts';

describe('choosing the next target', () => {
  it('aims at the pool furthest from its size, counting attempts under way', () => {
    const targets = { easy: 100, medium: 100, hard: 10 };
    expect(chooseTarget({}, {}, targets)).toBe('easy');
    expect(chooseTarget({ easy: 50, medium: 20, hard: 1 }, {}, targets)).toBe('hard');
    expect(chooseTarget({ easy: 50, medium: 20, hard: 1 }, { hard: 2 }, targets)).toBe('medium');
  });

  it('skips full pools and stops when all are full', () => {
    expect(chooseTarget({ easy: 100, medium: 99 }, { medium: 5 }, { easy: 100, medium: 100 })).toBe('medium');
    expect(chooseTarget({ easy: 100, medium: 100 }, {}, { easy: 100, medium: 100 })).toBeNull();
  });

  it('holds the pool sizes the issue asks for', () => {
    const total = Object.values(POOL_TARGETS).reduce((sum, levels) => sum + Object.values(levels).reduce((a, b) => a + b, 0), 0);
    expect(POOL_TARGETS.classic.extreme).toBe(1000);
    expect(POOL_TARGETS['16x16']).toEqual({ easy: 100, medium: 100, hard: 20 });
    expect(total).toBeGreaterThan(10_100);
  });
});
