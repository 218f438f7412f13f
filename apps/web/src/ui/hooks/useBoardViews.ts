/**
 * What the board shows for a game: each cell's view (selection, highlights, mistakes, the hint's
 * marks), the grid of digits, and the candidates drawn (the hint's from stage 2, else the
 * auto-candidates view in cells without notes).
 */
import { useMemo } from 'react';
import { combinedGrid, type Board } from '../../game/board.ts';
import { ruleCandidates } from '../../game/candidates.ts';
import type { HintMarks } from '../../game/hint-view.ts';
import type { Selection } from '../../game/selection.ts';
import type { Settings } from '../../game/settings.ts';
import type { GameSetup } from '../../game/setup.ts';
import { cellViews } from '../../game/view.ts';

export function useBoardViews(
  setup: GameSetup,
  board: Board,
  selection: Selection,
  focus: number | null,
  settings: Settings,
  marks: HintMarks,
) {
  const { geometry, givens } = setup.puzzle;
  // Counting mistakes (issue 30) marks the wrong digits too, as sudoku.com does.
  const shownMistakes = settings.mistakes === 'off' && settings.mistakeCount !== 'off' ? 'solution' : settings.mistakes;
  const mistakeSolution = shownMistakes === 'solution' ? setup.solution : null;
  const views = useMemo(
    () =>
      cellViews(geometry, givens, board, {
        selection,
        focus: settings.highlightRelated || settings.highlightSame ? focus : null,
        // Until the solution is proved (a moment after the first paint), wrong digits are the rule
        // breakers; its arrival changes the views only when they show wrong digits.
        mistakes: shownMistakes === 'solution' && !mistakeSolution ? 'rules' : shownMistakes,
        solution: mistakeSolution ?? givens,
        highlightSame: settings.highlightSame,
        ...(marks.cells ? { hintCells: marks.cells } : {}),
        ...(marks.targets ? { hintTargets: marks.targets } : {}),
        ...(marks.houses ? { hintHouses: marks.houses } : {}),
      }),
    [geometry, givens, board, selection, focus, settings, shownMistakes, mistakeSolution, marks],
  );
  const shownViews = useMemo(
    () => (settings.highlightRelated ? views : views.map((v) => (v.related ? { ...v, related: false } : v))),
    [views, settings.highlightRelated],
  );

  // Teaching aids (issue 14): the hint's candidates from stage 2, else the auto-candidates view
  // in cells without notes; the cage calculator for the focused cell's cage.
  const grid = useMemo(() => combinedGrid(givens, board), [givens, board]);
  const shownCandidates = useMemo(() => {
    if (marks.candidates) return marks.candidates;
    if (!settings.autoCandidates) return undefined;
    return ruleCandidates(geometry, grid).map((mask, cell) => (board.centre[cell] || board.corner[cell] ? 0 : mask));
  }, [marks.candidates, settings.autoCandidates, geometry, grid, board]);
  return { marks, shownViews, grid, shownCandidates };
}
