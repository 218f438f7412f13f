/**
 * Where the hint's drawings go, in cell units (the board's SVG layers use a viewBox of n × n):
 * each candidate's place in its cell (a keypad-like grid, 3 × 3 on 9 × 9), the arrows between
 * candidates for chain links, and the outline of a set of cells (a house or cage).
 */
import type { StepLink } from '@sudoku-forge/grader/types';
import { insetTop, type CandidateInset } from './candidate-inset.ts';

export { candidateInset, insetTop, type CandidateInset } from './candidate-inset.ts';

/** Candidate grid of a cell: 2 × 2 for 4 × 4, 3 × 2 for 6 × 6, 3 × 3 for 9 × 9, 4 × 4 for 16 × 16. */
export function candidateLayout(n: number): { columns: number; rows: number } {
  const columns = n <= 4 ? 2 : n <= 9 ? 3 : 4;
  return { columns, rows: Math.ceil(n / columns) };
}

/** The centre of a candidate's place, in cell units from the board's top left corner. */
export function candidateCentre(
  cell: number,
  digit: number,
  n: number,
  inset: CandidateInset = { side: 0, top: 0 },
): { x: number; y: number } {
  const { columns, rows } = candidateLayout(n);
  const i = digit - 1;
  const top = insetTop(inset, cell);
  return {
    x: (cell % n) + inset.side + (((i % columns) + 0.5) / columns) * (1 - 2 * inset.side),
    y: Math.floor(cell / n) + top + ((Math.floor(i / columns) + 0.5) / rows) * (1 - top - inset.side),
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** A box in cell units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** About a candidate's radius, in cells. */
const rimOf = (n: number, inset?: CandidateInset) => (0.42 * (1 - 2 * (inset?.side ?? 0))) / candidateLayout(n).columns;

/**
 * The box drawn round a group node (a digit in any of a few cells, as grouped chains and forcing
 * nets use): round the digit's places in those cells, a candidate's radius beyond them.
 */
export function groupBox(cells: readonly number[], digit: number, n: number, inset?: CandidateInset): Box {
  const points = cells.map((cell) => candidateCentre(cell, digit, n, inset));
  const rim = rimOf(n, inset) * 1.15;
  const x = Math.min(...points.map((p) => p.x)) - rim;
  const y = Math.min(...points.map((p) => p.y)) - rim;
  return {
    x: round(x),
    y: round(y),
    width: round(Math.max(...points.map((p) => p.x)) + rim - x),
    height: round(Math.max(...points.map((p) => p.y)) + rim - y),
  };
}

/** The group boxes of a chain, each group once (a group is the end of two links). */
export function linkGroups(links: readonly StepLink[]): { cells: number[]; digit: number }[] {
  const seen = new Map<string, { cells: number[]; digit: number }>();
  for (const l of links) {
    for (const [cells, digit] of [
      [l.fromCells, l.from.digit],
      [l.toCells, l.to.digit],
    ] as const) {
      if (cells && cells.length > 1) seen.set(`${digit}:${cells.join(',')}`, { cells: [...cells], digit });
    }
  }
  return [...seen.values()];
}

/**
 * The SVG path of one link, from candidate to candidate: a gentle curve (so it passes beside the
 * candidates in between, not through them), both ends pulled back to the rim of the candidate —
 * or, for a group end, to the edge of the group's box (one arrow to the group, not one per cell).
 */
export function linkPath(link: StepLink, n: number, inset?: CandidateInset, filled?: ReadonlySet<number>): string {
  const rim = rimOf(n, inset);
  const end = (cell: number, digit: number, cells: readonly number[] | undefined) => {
    if (!cells || cells.length < 2) return { centre: candidateCentre(cell, digit, n, inset), box: null };
    const box = groupBox(cells, digit, n, inset);
    return { centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 }, box };
  };
  const from = end(link.from.cell, link.from.digit, link.fromCells);
  const to = end(link.to.cell, link.to.digit, link.toCells);
  const a = from.centre;
  const b = to.centre;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  // Bend to the left of the direction of travel, more for long links, at most 0.6 cell; a link
  // that would cross a cell's digit (a given, a placed digit) bends the other way or further.
  const base = Math.min(0.6, 0.12 * length);
  const control = (bend: number) => ({
    x: (a.x + b.x) / 2 - (dy / length) * bend,
    y: (a.y + b.y) / 2 + (dx / length) * bend,
  });
  const ends = new Set([link.from.cell, link.to.cell, ...(link.fromCells ?? []), ...(link.toCells ?? [])]);
  const bends = [base, -base, 2 * base + 0.3, -2 * base - 0.3, 3 * base + 0.6, -3 * base - 0.6];
  const { x: mx, y: my } = control(bends.find((bend) => !crossesDigit(a, control(bend), b, n, filled, ends)) ?? base);
  const pull = (p: { x: number; y: number }, box: Box | null, toward: { x: number; y: number }) => {
    const d = Math.hypot(toward.x - p.x, toward.y - p.y) || 1;
    const ux = (toward.x - p.x) / d;
    const uy = (toward.y - p.y) / d;
    // A box: out to its edge along the way to the control point (plus a hair, so the arrowhead shows).
    const r = box
      ? Math.min(ux ? box.width / 2 / Math.abs(ux) : Infinity, uy ? box.height / 2 / Math.abs(uy) : Infinity) + 0.02
      : rim;
    return { x: p.x + ux * r, y: p.y + uy * r };
  };
  const start = pull(a, from.box, { x: mx, y: my });
  const stop = pull(b, to.box, { x: mx, y: my });
  return `M${round(start.x)} ${round(start.y)}Q${round(mx)} ${round(my)} ${round(stop.x)} ${round(stop.y)}`;
}

/** Whether the curve a → b (control point m) passes over the digit of a filled cell other than its ends. */
function crossesDigit(
  a: Point,
  m: Point,
  b: Point,
  n: number,
  filled: ReadonlySet<number> | undefined,
  ends: ReadonlySet<number>,
): boolean {
  if (!filled || filled.size === 0) return false;
  for (let t = 0.1; t < 0.95; t += 0.05) {
    const x = (1 - t) * (1 - t) * a.x + 2 * (1 - t) * t * m.x + t * t * b.x;
    const y = (1 - t) * (1 - t) * a.y + 2 * (1 - t) * t * m.y + t * t * b.y;
    if (x < 0 || y < 0 || x >= n || y >= n) continue;
    const cell = Math.floor(y) * n + Math.floor(x);
    // The digit is drawn in the middle of its cell: about 0.6 of it each way.
    if (filled.has(cell) && !ends.has(cell) && Math.abs((x % 1) - 0.5) < 0.3 && Math.abs((y % 1) - 0.5) < 0.3)
      return true;
  }
  return false;
}

type Point = { x: number; y: number };

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
