/**
 * The SE rating of the puzzle on screen, asked of the SE worker after the board is drawn; undefined
 * until it arrives, for non-classic puzzles, or if the rating fails (the level alone is shown).
 */
import { useEffect, useState } from 'react';
import type { SeFigures } from '../../game/se-label.ts';

export function useSeRating(text: string | null): SeFigures | undefined {
  const [rating, setRating] = useState<{ text: string; figures: SeFigures } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    // The SE client (and its worker) load only when a rating is asked: not on the first screen.
    import('../../engine/se-client.ts').then(({ requestSeRating }) => requestSeRating(text)).then(
      (figures) => current && setRating({ text, figures }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return rating && rating.text === text ? rating.figures : undefined;
}
