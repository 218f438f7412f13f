/**
 * A heuristic difficulty label from the search effort: how many trial placements the counter
 * made before its first solution. It is not the technique grade (that is the grader's job).
 */
export type EffortLabel = 'singles only' | 'light search' | 'moderate search' | 'heavy search' | 'extreme search';

const BANDS: readonly [maxGuesses: number, label: EffortLabel, words: string][] = [
  [0, 'singles only', 'Singles only (easy to moderate)'],
  [3, 'light search', 'A few guesses (hard)'],
  [20, 'moderate search', 'Some search (very hard)'],
  [200, 'heavy search', 'Heavy search (fiendish)'],
  [Infinity, 'extreme search', 'Extreme search (among the hardest known)'],
];

/** The label for a number of guesses before the first solution. */
export function effortLabel(guesses: number): EffortLabel {
  return BANDS.find(([max]) => guesses <= max)![1];
}

/** The label in words for people: "Singles only (easy to moderate)". */
export function effortDescription(guesses: number): string {
  return BANDS.find(([max]) => guesses <= max)![2];
}
