/**
 * The record form of constraints (docs/contract.md §3): what records, streams and the CLI's JSON
 * carry, as plain JSON objects with cells as [row, column], 1-based:
 *
 *   {"type": "thermo", "cells": [[9,4],[8,3],[7,2]]}
 *   {"type": "arrow", "circle": [[1,5]], "cells": [[2,4],[3,3]]}
 *   {"type": "sandwich", "row": 3, "sum": 12}            (or "column": 3)
 *   {"type": "antiking"}
 *
 * `constraintFromJson` validates every field and turns the object into a `Constraint` (0-based
 * cells; a sandwich's `index` 0-based too); `constraintToJson` is its inverse. Every failure is a
 * PuzzleInputError saying what and where: "constraint 3 (thermo): cell [10,1] is off the board
 * (rows and columns 1–9)". Unknown fields are refused too: a misspelt "sums" must not drop a rule.
 */
import { sumRange } from '../combinations.ts';
import { PuzzleInputError } from '../input-error.ts';
import { CONSTRAINT_TYPES, type Cells, type Constraint, type ConstraintType } from './types.ts';

/** A cell in the record form: [row, column], 1-based. */
export type CellJson = [number, number];

/** A constraint in the record form (cells [row, column], 1-based). */
export type ConstraintJson = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The fields each type takes besides "type" (required ones first; the rest optional). */
const FIELDS: Readonly<Record<ConstraintType, { required: readonly string[]; optional?: readonly string[] }>> = {
  'diagonal+': { required: [] },
  'diagonal-': { required: [] },
  windows: { required: [] },
  extraregion: { required: ['cells'] },
  disjointgroups: { required: [] },
  antiknight: { required: [] },
  antiking: { required: [] },
  nonconsecutive: { required: [] },
  negative: { required: ['of'] },
  'kropki-white': { required: ['cells'], optional: ['value'] },
  'kropki-black': { required: ['cells'], optional: ['value'] },
  xv: { required: ['cells', 'sum'] },
  cage: { required: ['cells'], optional: ['sum'] },
  arrow: { required: ['circle', 'cells'] },
  'little-killer': { required: ['cells', 'sum'] },
  sandwich: { required: ['sum'], optional: ['row', 'column'] },
  'region-sum-line': { required: ['cells'] },
  thermo: { required: ['cells'] },
  'slow-thermo': { required: ['cells'] },
  whisper: { required: ['cells', 'difference'] },
  renban: { required: ['cells'] },
  palindrome: { required: ['cells'] },
  between: { required: ['cells'] },
  entropic: { required: ['cells'] },
  odd: { required: ['cells'] },
  even: { required: ['cells'] },
  minimum: { required: ['cells'] },
  maximum: { required: ['cells'] },
  quadruple: { required: ['cells', 'digits'] },
  clone: { required: ['cells', 'clone'] },
};

const NEGATABLE = ['kropki-white', 'kropki-black', 'xv'] as const;

export function isConstraintType(value: string): value is ConstraintType {
  return (CONSTRAINT_TYPES as readonly string[]).includes(value);
}

/** A short, printable form of any JSON value for messages. */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  text = text.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** [row, column] (1-based) of a 0-based cell. */
export function cellToJson(cell: number, size: number): CellJson {
  return [Math.floor(cell / size) + 1, (cell % size) + 1];
}

/**
 * Reads one constraint of the record form. `where` names it for messages ("constraint 3"); the
 * type is added once known ("constraint 3 (thermo): …").
 */
export function constraintFromJson(value: unknown, size: number, where = 'constraint'): Constraint {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PuzzleInputError(`${where}: expected an object with a "type", got ${shown(value)}`);
  }
  const raw = value as Record<string, unknown>;
  const type = raw.type;
  if (typeof type !== 'string') {
    throw new PuzzleInputError(
      `${where}: "type" must name the kind of constraint ("thermo", "cage", "antiking", …: the README lists them), got ${type === undefined ? 'none' : shown(type)}`,
    );
  }
  if (!isConstraintType(type)) {
    throw new PuzzleInputError(
      `${where}: unknown constraint type ${shown(type)} (known types: ${CONSTRAINT_TYPES.join(', ')})`,
    );
  }
  const at = `${where} (${type})`;
  const fail = (message: string): never => {
    throw new PuzzleInputError(`${at}: ${message}`);
  };
  const spec = FIELDS[type];
  const allowed = new Set(['type', ...spec.required, ...(spec.optional ?? [])]);
  for (const key of Object.keys(raw)) {
    if (!allowed.has(key)) {
      const fields = [...allowed].filter((k) => k !== 'type');
      fail(
        `unknown field ${shown(key)} (${fields.length > 0 ? `${type} takes ${fields.map((f) => `"${f}"`).join(', ')}` : `${type} takes no fields besides "type"`})`,
      );
    }
  }
  for (const key of spec.required) if (raw[key] === undefined) fail(`"${key}" is missing`);

  const n = size;
  const cellCount = n * n;
  const cellOf = (item: unknown, field: string): number => {
    if (!Array.isArray(item) || item.length !== 2 || !item.every((x) => typeof x === 'number' && Number.isInteger(x))) {
      return fail(`"${field}": ${shown(item)} is not a cell (write cells as [row, column], 1-based)`);
    }
    const [r, c] = item as [number, number];
    if (r < 1 || r > n || c < 1 || c > n) fail(`cell [${r},${c}] is off the board (rows and columns 1–${n})`);
    return (r - 1) * n + (c - 1);
  };
  const name = (cell: number) => `[${cellToJson(cell, n).join(',')}]`;
  /** A list of distinct cells (or, with `repeats`, cells that may come back), `min`..`max` long. */
  const cellList = (field: string, min: number, max = cellCount, repeats = false): number[] => {
    const list = raw[field];
    if (!Array.isArray(list)) return fail(`"${field}" must be a list of cells [row, column]`);
    if (list.length < min || list.length > max) {
      fail(
        `"${field}" has ${list.length} cell${list.length === 1 ? '' : 's'}, expected ${min === max ? min : max === cellCount ? `at least ${min}` : `${min}–${max}`}`,
      );
    }
    const cells = list.map((item) => cellOf(item, field));
    if (repeats) return cells;
    const seen = new Set<number>();
    for (const cell of cells) {
      if (seen.has(cell)) fail(`cell ${name(cell)} is listed twice in "${field}"`);
      seen.add(cell);
    }
    return cells;
  };
  /** Cells each a king's move from the one before (orthogonal or diagonal steps). */
  const line = (field: string, min = 2, max = cellCount, repeats = false): number[] => {
    const cells = cellList(field, min, max, repeats);
    for (let i = 1; i < cells.length; i++) {
      if (!kingAdjacent(cells[i - 1]!, cells[i]!, n))
        fail(
          `cells ${name(cells[i - 1]!)} and ${name(cells[i]!)} of "${field}" are not neighbours (a line steps to an adjacent cell, diagonals included)`,
        );
    }
    return cells;
  };
  const edgePair = (): number[] => {
    const cells = cellList('cells', 2, 2);
    if (!orthogonal(cells[0]!, cells[1]!, n))
      fail(`cells ${name(cells[0]!)} and ${name(cells[1]!)} do not share an edge`);
    return cells;
  };
  const whole = (field: string, min: number, max: number): number => {
    const v = raw[field];
    if (typeof v !== 'number' || !Number.isInteger(v))
      return fail(`"${field}" must be a whole number, got ${shown(v)}`);
    if (v < min || v > max) fail(`"${field}" ${v} is out of range (${min}–${max})`);
    return v;
  };

  switch (type) {
    case 'diagonal+':
    case 'diagonal-':
    case 'windows':
    case 'disjointgroups':
    case 'antiknight':
    case 'antiking':
    case 'nonconsecutive':
      return { type };
    case 'negative': {
      const of = raw.of;
      if (typeof of !== 'string' || !(NEGATABLE as readonly string[]).includes(of)) {
        return fail(`"of" must be one of ${NEGATABLE.join(', ')}, got ${shown(of)}`);
      }
      return { type, of: of as (typeof NEGATABLE)[number] };
    }
    case 'extraregion':
      return { type, cells: cellList('cells', 2, n) };
    case 'kropki-white': {
      const cells = edgePair();
      return raw.value === undefined ? { type, cells } : { type, cells, value: whole('value', 1, n - 1) };
    }
    case 'kropki-black': {
      const cells = edgePair();
      return raw.value === undefined ? { type, cells } : { type, cells, value: whole('value', 2, n) };
    }
    case 'xv': {
      const cells = edgePair();
      const sum = raw.sum;
      if (sum !== 5 && sum !== 10) return fail(`"sum" must be 5 (V) or 10 (X), got ${shown(sum)}`);
      return { type, cells, sum };
    }
    case 'cage': {
      const cells = cellList('cells', 1, n);
      if (raw.sum === undefined) return { type, cells };
      const [low, high] = sumRange(cells.length, n);
      const sum = raw.sum;
      if (typeof sum !== 'number' || !Number.isInteger(sum))
        return fail(`"sum" must be a whole number, got ${shown(sum)}`);
      if (sum < low || sum > high)
        fail(`sum ${sum} is impossible for ${cells.length} different digits (${low}–${high})`);
      return { type, cells, sum };
    }
    case 'arrow': {
      const circle = line('circle', 1, 3);
      const cells = line('cells', 1);
      const shared = cells.find((cell) => circle.includes(cell));
      if (shared !== undefined) fail(`cell ${name(shared)} is both in the circle and on the arrow`);
      if (!circle.some((c) => kingAdjacent(c, cells[0]!, n)))
        fail(`the arrow's first cell ${name(cells[0]!)} does not touch its circle`);
      return { type, circle, cells };
    }
    case 'little-killer': {
      const cells = cellList('cells', 1, n);
      const off = (cell: number, dr: number, dc: number) => {
        const r = Math.floor(cell / n) + dr;
        const c = (cell % n) + dc;
        return r < 0 || r >= n || c < 0 || c >= n;
      };
      if (cells.length > 1) {
        const step = cells[1]! - cells[0]!;
        for (let i = 1; i < cells.length; i++) {
          const [r0, c0] = cellToJson(cells[i - 1]!, n);
          const [r1, c1] = cellToJson(cells[i]!, n);
          if (Math.abs(r1 - r0) !== 1 || Math.abs(c1 - c0) !== 1 || cells[i]! - cells[i - 1]! !== step) {
            fail(`cells ${name(cells[i - 1]!)} and ${name(cells[i]!)} do not continue one diagonal`);
          }
        }
      }
      if (cells.length === 1) {
        // A one-cell diagonal is a corner's: the cell before and after it are both off the board.
        const ok = [
          [1, 1],
          [1, -1],
        ].some(([dr, dc]) => off(cells[0]!, dr!, dc!) && off(cells[0]!, -dr!, -dc!));
        if (!ok)
          fail(
            `cell ${name(cells[0]!)} alone is not a whole diagonal (a little killer covers its diagonal from edge to edge)`,
          );
      } else {
        const dr = Math.floor(cells[1]! / n) - Math.floor(cells[0]! / n);
        const dc = (cells[1]! % n) - (cells[0]! % n);
        if (!off(cells[0]!, -dr, -dc) || !off(cells[cells.length - 1]!, dr, dc)) {
          fail('the cells do not cover their diagonal from edge to edge (a little killer sums a whole diagonal)');
        }
      }
      return { type, cells, sum: whole('sum', cells.length, cells.length * n) };
    }
    case 'sandwich': {
      const hasRow = raw.row !== undefined;
      const hasColumn = raw.column !== undefined;
      if (hasRow === hasColumn) fail('give "row" or "column" (1-based), one of them');
      const house = hasRow ? 'row' : 'column';
      const index = whole(house, 1, n) - 1;
      // The digits strictly between 1 and n: 0 (adjacent) up to 2 + … + (n − 1).
      return { type, house, index, sum: whole('sum', 0, (n * (n + 1)) / 2 - 1 - n) };
    }
    case 'region-sum-line':
    case 'palindrome':
    case 'entropic':
    case 'slow-thermo':
      return { type, cells: line('cells') };
    case 'thermo':
    case 'renban':
      return { type, cells: line('cells', 2, n) };
    case 'between':
      return { type, cells: line('cells', 3, n) };
    case 'whisper': {
      // A whisper is a rule on neighbouring pairs, so its line may come back to a cell (a loop).
      const cells = line('cells', 2, 4 * cellCount, true);
      return { type, cells, difference: whole('difference', 1, n - 1) };
    }
    case 'odd':
    case 'even':
    case 'minimum':
    case 'maximum':
      return { type, cells: cellList('cells', 1) };
    case 'quadruple': {
      const cells = cellList('cells', 2, 4);
      const rows = cells.map((c) => Math.floor(c / n));
      const cols = cells.map((c) => c % n);
      if (Math.max(...rows) - Math.min(...rows) > 1 || Math.max(...cols) - Math.min(...cols) > 1) {
        fail('the cells are not around one corner (they must fit in a 2×2 square)');
      }
      const digits = raw.digits;
      if (!Array.isArray(digits) || digits.length === 0 || digits.length > 4)
        return fail(`"digits" must be a list of 1–4 digits, got ${shown(digits)}`);
      for (const d of digits) {
        if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > n)
          fail(`digit ${shown(d)} is not a digit of 1–${n}`);
      }
      if (digits.length > cells.length) fail(`${digits.length} digits do not fit in ${cells.length} cells`);
      return { type, cells, digits: [...(digits as number[])] };
    }
    case 'clone': {
      const cells = cellList('cells', 1);
      const clone = cellList('clone', 1);
      if (clone.length !== cells.length)
        fail(`"cells" has ${cells.length} cells but "clone" has ${clone.length}: a clone has the same shape`);
      const shared = clone.find((cell) => cells.includes(cell));
      if (shared !== undefined) fail(`cell ${name(shared)} is in both "cells" and "clone"`);
      return { type, cells, clone };
    }
  }
}

/** Reads a record's "constraints" list; each failure names the constraint by its 1-based number. */
export function constraintsFromJson(value: unknown, size: number, where = 'constraints'): Constraint[] {
  if (!Array.isArray(value))
    throw new PuzzleInputError(`${where}: expected a list of constraint objects, got ${shown(value)}`);
  return value.map((item, i) => constraintFromJson(item, size, `constraint ${i + 1}`));
}

/** The record form of a constraint (cells [row, column], 1-based): constraintFromJson's inverse. */
export function constraintToJson(constraint: Constraint, size: number): ConstraintJson {
  const cells = (list: Cells) => list.map((cell) => cellToJson(cell, size));
  const c = constraint;
  switch (c.type) {
    case 'diagonal+':
    case 'diagonal-':
    case 'windows':
    case 'disjointgroups':
    case 'antiknight':
    case 'antiking':
    case 'nonconsecutive':
      return { type: c.type };
    case 'negative':
      return { type: c.type, of: c.of };
    case 'kropki-white':
    case 'kropki-black':
      return c.value === undefined
        ? { type: c.type, cells: cells(c.cells) }
        : { type: c.type, cells: cells(c.cells), value: c.value };
    case 'xv':
      return { type: c.type, cells: cells(c.cells), sum: c.sum };
    case 'cage':
      return c.sum === undefined
        ? { type: c.type, cells: cells(c.cells) }
        : { type: c.type, cells: cells(c.cells), sum: c.sum };
    case 'arrow':
      return { type: c.type, circle: cells(c.circle), cells: cells(c.cells) };
    case 'little-killer':
      return { type: c.type, cells: cells(c.cells), sum: c.sum };
    case 'sandwich':
      return { type: c.type, [c.house]: c.index + 1, sum: c.sum };
    case 'whisper':
      return { type: c.type, cells: cells(c.cells), difference: c.difference };
    case 'quadruple':
      return { type: c.type, cells: cells(c.cells), digits: [...c.digits] };
    case 'clone':
      return { type: c.type, cells: cells(c.cells), clone: cells(c.clone) };
    default:
      return { type: c.type, cells: cells(c.cells) };
  }
}

export function constraintsToJson(constraints: readonly Constraint[], size: number): ConstraintJson[] {
  return constraints.map((c) => constraintToJson(c, size));
}

/** A stable text key of a constraint list (the geometry cache key). */
export function constraintsKey(constraints: readonly Constraint[]): string {
  return JSON.stringify(constraints);
}

/**
 * The step [dr, dc] along a little killer's diagonal from its first cell (the clue sits one step
 * before it, outside the grid). A one-cell diagonal is a corner's and could run two ways: the first
 * of down-right, down-left, up-right, up-left whose cells before and after it are both off the board
 * (so r1c1 reads down-left from above r1c2, and r1c9 down-right), one rule for the drawing and the
 * f-puzzles writer.
 */
export function littleKillerStep(cells: readonly number[], n: number): readonly [number, number] {
  const r0 = Math.floor(cells[0]! / n);
  const c0 = cells[0]! % n;
  if (cells.length > 1) return [Math.floor(cells[1]! / n) - r0, (cells[1]! % n) - c0];
  const off = (r: number, c: number) => r < 0 || r >= n || c < 0 || c >= n;
  return CORNER_STEPS.find(([dr, dc]) => off(r0 - dr, c0 - dc) && off(r0 + dr, c0 + dc)) ?? CORNER_STEPS[0]!;
}

const CORNER_STEPS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Whether two cells of an n×n board touch, diagonals included (a line's step). */
export function kingAdjacent(a: number, b: number, n: number): boolean {
  const dr = Math.abs(Math.floor(a / n) - Math.floor(b / n));
  const dc = Math.abs((a % n) - (b % n));
  return a !== b && dr <= 1 && dc <= 1;
}

function orthogonal(a: number, b: number, n: number): boolean {
  const dr = Math.abs(Math.floor(a / n) - Math.floor(b / n));
  const dc = Math.abs((a % n) - (b % n));
  return dr + dc === 1;
}
