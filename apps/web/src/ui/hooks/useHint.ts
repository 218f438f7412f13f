/**
 * Asking the learn worker for a hint from the position on screen. A hint is dropped as soon as
 * the board changes (it would be stale), and an answer that arrives after a change is ignored.
 * The worker's client and the hint's marks (game/hint-view.ts) load with the first hint, not
 * with the first screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Board } from '../../game/board.ts';
import { nextHintStage, type HintView } from '../../game/hint-stage.ts';
import type { HintMarks } from '../../game/hint-view.ts';
import type { GameSetup } from '../../game/setup.ts';

export interface HintControl {
  hint: HintView | null;
  /** What the hint on screen marks on the board at its stage (nothing without a hint). */
  marks: HintMarks;
  /** First press: the nudge; second: the technique and its pattern; third: the explanation. */
  press: () => Promise<void>;
  /** The next stage of the hint on screen (the sheet's own button). */
  more: () => void;
  dismiss: () => void;
}

const NO_MARKS: HintMarks = {};

/** `onAsk` is told of each new hint asked (not the next stage of the one on screen): hints are counted. */
export function useHint(setup: GameSetup, board: Board, onAsk?: () => void): HintControl {
  const [hint, setHint] = useState<HintView | null>(null);
  const [marker, setMarker] = useState<{ of: (hint: HintView | null) => HintMarks } | null>(null);
  const boardRef = useRef(board);
  useEffect(() => {
    if (boardRef.current !== board) setHint(null);
    boardRef.current = board;
  }, [board]);
  const marks = useMemo(() => (hint && marker ? marker.of(hint) : NO_MARKS), [hint, marker]);

  const press = async () => {
    const staged = nextHintStage(hint);
    if (staged) return setHint(staged);
    if (hint?.kind === 'loading') return;
    if (!hint) onAsk?.();
    const asked = board;
    setHint({ kind: 'loading' });
    try {
      const { askHint, hintMarks } = await import('../../game/hint-view.ts');
      setMarker({ of: hintMarks });
      const answer = await askHint(setup.record, board.digits, board.centre);
      if (boardRef.current === asked) setHint(answer);
    } catch (error) {
      setHint({ kind: 'message', text: `No hint: ${(error as Error).message}` });
    }
  };

  return { hint, marks, press, more: () => setHint((h) => nextHintStage(h) ?? h), dismiss: () => setHint(null) };
}
