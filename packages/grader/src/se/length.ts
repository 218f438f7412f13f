/**
 * SE's length bonus for chains: with L = complexity − 2 (complexity = the distinct candidates a
 * chain's conclusion rests on), add 0.1 for each threshold L exceeds in 4, 6, 8, 12, 16, 24, 32,
 * 48, … (alternately ×3/2 and ×4/3). After SudokuExplainer 1.2.1, ChainingHint.getLengthDifficulty.
 */
export function lengthBonus(complexity: number): number {
  const length = complexity - 2;
  let ceil = 4;
  let steps = 0;
  let odd = false;
  while (length > ceil) {
    steps++;
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2);
    odd = !odd;
  }
  return steps / 10;
}

/** A difficulty rounded to SE's one decimal (sums of tenths drift in floating point). */
export const tenth = (x: number): number => Math.round(x * 10) / 10;

/**
 * The largest complexity a chain of rule `base` may have and still rate no harder than `best`
 * (ties broken by the smaller complexity): chains longer than this need not be followed.
 */
export function complexityBudget(base: number, best: { difficulty: number; complexity: number } | null): number {
  if (!best) return Infinity;
  let c = 1;
  for (;;) {
    const d = tenth(base + lengthBonus(c + 1));
    if (d > best.difficulty || (d === best.difficulty && c + 1 > best.complexity)) return c;
    c++;
    if (c > 100000) return c;
  }
}
