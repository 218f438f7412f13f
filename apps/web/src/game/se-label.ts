/**
 * The Sudoku Explainer rating beside the level (issue 28): which puzzles get one, and how it reads.
 * SE rates plain classic 9×9 puzzles only; the number shown is ER, SE's headline figure.
 */
import { requestSeRating } from '../engine/se-client.ts';

export interface SeFigures {
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
  /** Lower bounds: the rating stopped at the worker's bound (deep nested forcing chains), or no rule of SE applies. */
  readonly partial?: boolean;
}

/** The 81-character text SE rates ('.' blanks), or null for anything but a plain classic puzzle. */
export function seInput(puzzle: {
  geometry: { variant: string; constraints: readonly unknown[] };
  givens: ArrayLike<number>;
}): string | null {
  if (puzzle.geometry.variant !== 'classic' || puzzle.geometry.constraints.length > 0 || puzzle.givens.length !== 81)
    return null;
  let text = '';
  for (let i = 0; i < 81; i++) text += puzzle.givens[i] ? String(puzzle.givens[i]) : '.';
  return text;
}

/** "SE 7.1", or "SE ≥9.0" for a lower bound. */
export function seLabel(r: SeFigures): string {
  return `SE ${r.partial ? '≥' : ''}${r.er.toFixed(1)}`;
}

/** The longer form for a tooltip: "Sudoku Explainer rating ER 7.1, EP 2.6, ED 1.5". */
export function seTitle(r: SeFigures): string {
  const bound = r.partial ? ' (at least: the rating stopped in deep nested forcing chains)' : '';
  return `Sudoku Explainer rating ER ${r.er.toFixed(1)}, EP ${r.ep.toFixed(1)}, ED ${r.ed.toFixed(1)}${bound}`;
}

/** The bar's label and tooltip for a puzzle, rated in the SE worker; null when SE does not rate it. */
export async function seShown(puzzle: Parameters<typeof seInput>[0]): Promise<{ label: string; title: string } | null> {
  const text = seInput(puzzle);
  if (text === null) return null;
  const figures = await requestSeRating(text);
  return { label: seLabel(figures), title: seTitle(figures) };
}
