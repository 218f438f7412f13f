/**
 * Constraints moved along with a disguise (issue 26 §1: "which disguises keep it valid").
 *
 * A constraint is cells and numbers, so a cell map moves it: every cell list goes through the map
 * in its order (a thermo's bulb stays first, an arrow's line stays after its circle). The map is
 * safe for a constraint when the moved one means the same on the moved grid:
 *
 *   shapes          the symmetries of the square keep lines, dots, diagonals, knight and king
 *                   moves, windows, the disjoint groups' box positions and the rows and columns a
 *                   sandwich or little killer reads, so disguises of constraint puzzles use only
 *                   those (randomTransform); a band or column swap would tear a thermo apart
 *   diagonals       a mirror turns one diagonal into the other: the moved rule names the diagonal
 *                   its cells land on
 *   pill arrows     a 2–3 cell circle reads left to right, top to bottom: a map that reverses its
 *                   cells' order would change the number, so it is refused for that puzzle
 *   digits          relabelling follows the handlers' `relabel` (core-solver rules.ts
 *                   `relabelOf`): any, only d → n+1−d, or none; a quadruple's digits are relabelled
 *
 * `moveConstraints` returns null when the map is not one of those symmetries, or not safe for some
 * constraint.
 */
import type { Constraint } from '@sudoku-forge/core-solver';

/** The cells of a board-wide diagonal rule on an n×n board (ascending). */
function diagonalCells(type: 'diagonal+' | 'diagonal-', n: number): number[] {
  return Array.from({ length: n }, (_, i) => (type === 'diagonal-' ? i * n + i : i * n + (n - 1 - i))).sort(
    (a, b) => a - b,
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** The row or column (0-based index) a set of n cells is, or null. */
function lineOf(cells: readonly number[], n: number): { house: 'row' | 'column'; index: number } | null {
  const rows = new Set(cells.map((c) => Math.floor(c / n)));
  const columns = new Set(cells.map((c) => c % n));
  if (rows.size === 1) return { house: 'row', index: [...rows][0]! };
  if (columns.size === 1) return { house: 'column', index: [...columns][0]! };
  return null;
}

/** Whether a cell map (`target[old] = new`) is one of the square's 8 symmetries. */
export function isSquareSymmetry(target: ArrayLike<number>, n: number): boolean {
  const maps: ((r: number, c: number) => number)[] = [
    (r, c) => r * n + c,
    (r, c) => c * n + r,
    (r, c) => (n - 1 - c) * n + (n - 1 - r),
    (r, c) => c * n + (n - 1 - r),
    (r, c) => (n - 1 - r) * n + (n - 1 - c),
    (r, c) => (n - 1 - c) * n + r,
    (r, c) => (n - 1 - r) * n + c,
    (r, c) => r * n + (n - 1 - c),
  ];
  return maps.some((map) => {
    for (let cell = 0; cell < n * n; cell++) if (target[cell] !== map(Math.floor(cell / n), cell % n)) return false;
    return true;
  });
}

/**
 * Every constraint moved by a cell map (`target[old cell] = new cell`) and a digit map
 * (`digits[d]`), or null when the map is not safe for one of them (see the header).
 */
export function moveConstraints(
  constraints: readonly Constraint[],
  target: ArrayLike<number>,
  digits: ArrayLike<number>,
  n: number,
): Constraint[] | null {
  // Everything below holds for the square's symmetries only (a row swap breaks lines and knight moves).
  if (constraints.length > 0 && !isSquareSymmetry(target, n)) return null;
  const to = (cells: readonly number[]) => cells.map((c) => target[c]!);
  const out: Constraint[] = [];
  for (const c of constraints) {
    switch (c.type) {
      case 'diagonal+':
      case 'diagonal-': {
        const moved = to(diagonalCells(c.type, n));
        if (sameSet(moved, diagonalCells('diagonal+', n))) out.push({ type: 'diagonal+' });
        else if (sameSet(moved, diagonalCells('diagonal-', n))) out.push({ type: 'diagonal-' });
        else return null;
        break;
      }
      case 'windows':
      case 'disjointgroups':
      case 'antiknight':
      case 'antiking':
      case 'nonconsecutive':
      case 'negative':
        out.push(c);
        break;
      case 'sandwich': {
        const cells = Array.from({ length: n }, (_, i) => (c.house === 'row' ? c.index * n + i : i * n + c.index));
        const line = lineOf(to(cells), n);
        if (!line) return null;
        out.push({ ...c, ...line });
        break;
      }
      case 'arrow': {
        // a pill's number reads in ascending cell order: the map must keep that order
        const reading = to([...c.circle].sort((a, b) => a - b));
        for (let i = 1; i < reading.length; i++) if (reading[i]! < reading[i - 1]!) return null;
        out.push({ ...c, circle: to(c.circle), cells: to(c.cells) });
        break;
      }
      case 'clone':
        out.push({ ...c, cells: to(c.cells), clone: to(c.clone) });
        break;
      case 'quadruple':
        out.push({ ...c, cells: to(c.cells).sort((a, b) => a - b), digits: c.digits.map((d) => digits[d]!) });
        break;
      case 'cage':
      case 'extraregion':
      case 'odd':
      case 'even':
      case 'minimum':
      case 'maximum':
        // sets of cells: listed ascending, as the record reader lists them
        out.push({ ...c, cells: to(c.cells).sort((a, b) => a - b) } as Constraint);
        break;
      default:
        // lines, dots and diagonals: the order is the constraint's (a thermo's bulb first)
        out.push({ ...c, cells: to(c.cells) } as Constraint);
    }
  }
  return out;
}

/** Types whose cell list means the same read backwards (pairs, unordered lines, diagonals). */
const REVERSIBLE = new Set<Constraint['type']>([
  'kropki-white',
  'kropki-black',
  'xv',
  'whisper',
  'renban',
  'palindrome',
  'between',
  'entropic',
  'region-sum-line',
  'little-killer',
]);

const lexLess = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length < b.length;
};

/**
 * One spelling of a constraint list, whatever order it was listed in: a reversible line read from
 * its smaller end, a pill's circle and a quadruple's digits ascending, a clone from its smaller
 * side, then the list sorted. Two lists with the same spelling are the same rules.
 */
export function constraintsSpelling(constraints: readonly Constraint[]): string {
  const one = (c: Constraint): Constraint => {
    if (c.type === 'arrow') return { ...c, circle: [...c.circle].sort((a, b) => a - b) };
    if (c.type === 'quadruple') return { ...c, digits: [...c.digits].sort((a, b) => a - b) };
    if (c.type === 'clone') return lexLess(c.clone, c.cells) ? { ...c, cells: c.clone, clone: c.cells } : c;
    if (REVERSIBLE.has(c.type) && 'cells' in c) {
      const back = [...c.cells].reverse();
      return lexLess(back, c.cells) ? ({ ...c, cells: back } as Constraint) : c;
    }
    return c;
  };
  return constraints
    .map((c) => JSON.stringify(one(c)))
    .sort()
    .join(';');
}
