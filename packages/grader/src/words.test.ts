import { describe, expect, it } from 'vitest';
import { aDigitWord } from './words.ts';

describe('aDigitWord', () => {
  it('reads a digit with the article it takes aloud', () => {
    expect([1, 5, 8, 9].map(aDigitWord)).toEqual(['a 1', 'a 5', 'an 8', 'a 9']);
    // 16×16 symbols: A, E and F start with a vowel sound
    expect([10, 11, 14, 15, 16].map(aDigitWord)).toEqual(['an A', 'a B', 'an E', 'an F', 'a G']);
  });
});
