import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptSeed, mixSeed, parseShard } from './seeds.ts';

describe('seeds', () => {
  it('reads shards as 1-based i/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 1, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 0, count: 1 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/0']) expect(() => parseShard(bad)).toThrow(/--shard expects i\/n/);
  });

  it('gives shards disjoint seeds that together cover the unsharded run (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 40 }),
        (base, count, attempts) => {
          const perShard = Array.from({ length: count }, (_, index) =>
            Array.from({ length: attempts }, (_, k) => attemptSeed(base, k, { index, count })),
          );
          const all = perShard.flat();
          expect(new Set(all).size).toBe(all.length);
          const unsharded = Array.from({ length: attempts * count }, (_, k) => attemptSeed(base, k));
          expect([...all].sort((a, b) => a - b)).toEqual(unsharded);
        },
      ),
    );
  });

  it('mixes neighbouring seeds into unrelated streams', () => {
    const mixed = Array.from({ length: 1000 }, (_, seed) => mixSeed(seed, 1));
    expect(new Set(mixed).size).toBe(1000);
    expect(mixSeed(7, 1)).not.toBe(mixSeed(7, 2));
  });

  it('keeps the streams the stored pools were made from (a changed mix would change every generated puzzle)', () => {
    expect([mixSeed(7, 1), mixSeed(0, 0), mixSeed(4294967295, 3)]).toEqual([746935934, 2462723854, 2009877891]);
  });
});
