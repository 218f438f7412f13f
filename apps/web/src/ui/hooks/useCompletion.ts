/**
 * The moment a game is solved: the board's wave at once (selection cleared), the completion dialog
 * after it (at once when motion is reduced). A game that opens solved shows neither.
 */
import { useEffect, useRef, useState } from 'react';

export function useCompletion(
  completed: boolean,
  onSolved: () => void,
): { celebrate: boolean; showDone: boolean; closeDone: () => void } {
  const [showDone, setShowDone] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const was = useRef(completed);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    if (completed && !was.current) {
      setCelebrate(true);
      solved.current();
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const timer = window.setTimeout(() => setShowDone(true), reduced ? 0 : 700);
      was.current = true;
      return () => window.clearTimeout(timer);
    }
    was.current = completed;
  }, [completed]);
  return { celebrate, showDone, closeDone: () => setShowDone(false) };
}
