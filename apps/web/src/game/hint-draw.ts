/**
 * Where the hint's drawings go, in cell units (the board's SVG layers use a viewBox of n × n):
 * each candidate's place in its cell (a keypad-like grid, 3 × 3 on 9 × 9), the arrows between
 * candidates for chain links, and the outline of a set of cells (a house or cage).
 */
import type { StepLink } from '@sudoku-forge/grader/types';

/** Candidate grid of a cell: 2 × 2 for 4 × 4, 3 × 2 for 6 × 6, 3 × 3 for 9 × 9, 4 × 4 for 16 × 16. */
export function candidateLayout(n: number): { columns: number; rows: number } {
  const columns = n <= 4 ? 2 : n <= 9 ? 3 : 4;
  return { columns, rows: Math.ceil(n / columns) };
}

/** How far the candidate grid stays inside its cell, in cells: left, right and bottom, and top. */
export interface CandidateInset {
  readonly side: number;
  readonly top: number;
}

/** Killer keeps the top clear for the cage sum; other boards use nearly the whole cell. */
export const candidateInset = (killer: boolean): CandidateInset => (killer ? { side: 0.07, top: 0.22 } : { side: 0.02, top: 0.02 });

/** The centre of a candidate's place, in cell units from the board's top left corner. */
export function candidateCentre(cell: number, digit: number, n: number, inset: CandidateInset = { side: 0, top: 0 }): { x: number; y: number } {
  const { columns, rows } = candidateLayout(n);
  const i = digit - 1;
  return {
    x: (cell % n) + inset.side + (((i % columns) + 0.5) / columns) * (1 - 2 * inset.side),
    y: Math.floor(cell / n) + inset.top + ((Math.floor(i / columns) + 0.5) / rows) * (1 - inset.top - inset.side),
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The SVG path of one link, from candidate to candidate: a gentle curve (so it passes beside the
 * candidates in between, not through them), both ends pulled back to the rim of the candidate.
 */
export function linkPath(link: StepLink, n: number, inset?: CandidateInset): string {
  const a = candidateCentre(link.from.cell, link.from.digit, n, inset);
  const b = candidateCentre(link.to.cell, link.to.digit, n, inset);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const { columns } = candidateLayout(n);
  const rim = (0.42 * (1 - 2 * (inset?.side ?? 0))) / columns; // about a candidate's radius
  // Bend to the left of the direction of travel, more for long links, at most 0.6 cell.
  const bend = Math.min(0.6, 0.12 * length);
  const mx = (a.x + b.x) / 2 - (dy / length) * bend;
  const my = (a.y + b.y) / 2 + (dx / length) * bend;
  const pull = (from: { x: number; y: number }, toward: { x: number; y: number }) => {
    const d = Math.hypot(toward.x - from.x, toward.y - from.y) || 1;
    return { x: from.x + ((toward.x - from.x) / d) * rim, y: from.y + ((toward.y - from.y) / d) * rim };
  };
  const start = pull(a, { x: mx, y: my });
  const end = pull(b, { x: mx, y: my });
  return `M${round(start.x)} ${round(start.y)}Q${round(mx)} ${round(my)} ${round(end.x)} ${round(end.y)}`;
}

/** The border of a set of cells as unit segments (each side a cell of the set shares with one outside it). */
export function outlinePath(cells: Iterable<number>, n: number): string {
  const set = new Set(cells);
  const parts: string[] = [];
  for (const cell of set) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    if (r === 0 || !set.has(cell - n)) parts.push(`M${c} ${r}H${c + 1}`);
    if (r === n - 1 || !set.has(cell + n)) parts.push(`M${c} ${r + 1}H${c + 1}`);
    if (c === 0 || !set.has(cell - 1)) parts.push(`M${c} ${r}V${r + 1}`);
    if (c === n - 1 || !set.has(cell + 1)) parts.push(`M${c + 1} ${r}V${r + 1}`);
  }
  return parts.join('');
}
