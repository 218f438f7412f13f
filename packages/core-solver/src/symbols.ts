/**
 * Digits and their symbols. Digits are numbers 1..n (0 = empty); on the page and in strings they
 * are the symbols 1–9 then A–G (A = 10 … G = 16, read case-insensitively).
 *
 * Candidate masks: digit d is bit d-1.
 *
 *   bit:    15 14 … 8 7 6 5 4 3 2 1 0
 *   digit:  16 15 … 9 8 7 6 5 4 3 2 1
 */

const SYMBOLS = '123456789ABCDEFG';

/** The symbol for digit 1..16; '.' for 0. */
export function digitSymbol(digit: number): string {
  return digit === 0 ? '.' : (SYMBOLS[digit - 1] ?? '?');
}

/** Digit for a symbol (0 for a blank '.' or '0'), or -1 if it is not a symbol at all. */
export function symbolDigit(symbol: string): number {
  if (symbol === '.' || symbol === '0') return 0;
  const i = SYMBOLS.indexOf(symbol.toUpperCase());
  return i < 0 ? -1 : i + 1;
}

/** A grid (0 = empty) as a string of symbols, blanks as '.'. */
export function gridToString(grid: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < grid.length; i++) out += digitSymbol(grid[i]!);
  return out;
}

export const bitOf = (digit: number): number => 1 << (digit - 1);

/** Number of set bits of a 16-bit mask. */
export const POPCOUNT = (() => {
  const table = new Uint8Array(1 << 16);
  for (let m = 1; m < table.length; m++) table[m] = table[m >> 1]! + (m & 1);
  return table;
})();

/** Digit of a single-bit mask (1 << (d-1) → d). */
export function bitDigit(mask: number): number {
  return 32 - Math.clz32(mask);
}

/** The digits of a mask in ascending order. */
export function maskDigits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) out.push(d);
  return out;
}
