import { compressToBase64, decompressFromBase64 } from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decompressBase64Bounded, TOO_LONG } from './lz-bounded.ts';

describe('decompressBase64Bounded', () => {
  it('gives what lz-string gives, for any text, under a bound it fits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const data = compressToBase64(text);
        expect(decompressBase64Bounded(data, text.length)).toBe(decompressFromBase64(data));
      }),
      { numRuns: 300 },
    );
  });

  it('stops past the bound, and reads damaged data as lz-string does', () => {
    const data = compressToBase64('x'.repeat(5000));
    expect(decompressBase64Bounded(data, 4999)).toBe(TOO_LONG);
    expect(decompressBase64Bounded(data, 5000)).toBe('x'.repeat(5000));
    for (const bad of ['AAAA', '////', data.slice(0, 10)])
      expect(decompressBase64Bounded(bad, 1e6)).toBe(decompressFromBase64(bad));
  });
});
