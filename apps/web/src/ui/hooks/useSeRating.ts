/**
 * The SE rating of the puzzle on screen, asked of the SE worker after the board is drawn, as the
 * bar's label and tooltip; undefined until it arrives, for non-classic puzzles, or if the rating
 * fails (the level alone is shown). The SE client and the label's words load only when a rating is
 * asked: not with the first screen.
 */
import { useEffect, useState } from 'react';
import type { Puzzle } from '@sudoku-forge/core-solver';

export interface SeShown {
  label: string;
  title: string;
}

export function useSeRating(puzzle: Puzzle | null): SeShown | undefined {
  const [rating, setRating] = useState<{ puzzle: Puzzle; shown: SeShown | null } | null>(null);
  useEffect(() => {
    if (puzzle === null) return;
    let current = true;
    import('../../game/se-label.ts')
      .then((m) => m.seShown(puzzle))
      .then(
        (shown) => current && setRating({ puzzle, shown }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [puzzle]);
  return (rating?.puzzle === puzzle && rating.shown) || undefined;
}
