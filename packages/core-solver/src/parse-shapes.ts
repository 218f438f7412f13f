/**
 * Region maps and cage lists: the parser's readers of a puzzle's shapes (parse.ts reads the grids
 * and records and assembles the puzzle). Every failure is a PuzzleInputError whose message says
 * what is wrong and where: a region of the wrong size or not connected, a cell off the board or
 * in two cages, a sum no cage of that size can have.
 */
import { sumRange } from './combinations.ts';
import { cellName, type Cage } from './geometry.ts';
import { PuzzleInputError } from './input-error.ts';
import { excerpt, jsonReason } from './parse-messages.ts';
import { digitSymbol, symbolDigit } from './symbols.ts';
import { describeChar } from './text.ts';

export interface ParsedRegions {
  /** Region number 0..n-1 of each cell. */
  readonly regionOf: Uint8Array;
  /** The map with labels renumbered 1..n (reading order of first appearance unless already 1..n). */
  readonly regions: string;
}

/**
 * Reads a region map: n×n labels (any n distinct characters; whitespace ignored). Every region
 * must have n cells and be connected (orthogonally).
 */
export function parseRegions(text: string, size: number): ParsedRegions {
  const cellCount = size * size;
  const labels = [...text].filter((ch) => !/\s/u.test(ch));
  if (labels.length !== cellCount) {
    throw new PuzzleInputError(`region map: expected ${cellCount} cells, got ${labels.length}`);
  }
  const distinct = [...new Set(labels)];
  if (distinct.length !== size) {
    throw new PuzzleInputError(
      `region map: expected ${size} different region labels, got ${distinct.length} (${excerpt(distinct.join(' '), 60)})`,
    );
  }
  // Labels that are already the digits 1..n keep their numbers; others number by first appearance.
  const asDigits = distinct.every((l) => symbolDigit(l) >= 1 && symbolDigit(l) <= size);
  const numberOf = new Map(distinct.map((l, i) => [l, asDigits ? symbolDigit(l) - 1 : i]));
  const regionOf = new Uint8Array(cellCount);
  labels.forEach((l, cell) => {
    regionOf[cell] = numberOf.get(l)!;
  });
  for (const label of distinct) {
    const region = numberOf.get(label)!;
    const cells = [];
    for (let cell = 0; cell < cellCount; cell++) if (regionOf[cell] === region) cells.push(cell);
    if (cells.length !== size) {
      throw new PuzzleInputError(
        `region map: region ${describeChar(label)} has ${cells.length} cells, expected ${size}`,
      );
    }
    if (!isConnected(cells, size)) {
      throw new PuzzleInputError(
        `region map: region ${describeChar(label)} is not connected (starting at ${cellName({ size }, cells[0]!)})`,
      );
    }
  }
  let regions = '';
  for (let cell = 0; cell < cellCount; cell++) regions += digitSymbol(regionOf[cell]! + 1);
  return { regionOf, regions };
}

/** Whether cells form one orthogonally connected piece. */
export function isConnected(cells: readonly number[], size: number): boolean {
  const inside = new Set(cells);
  const seen = new Set<number>([cells[0]!]);
  const todo = [cells[0]!];
  while (todo.length > 0) {
    const cell = todo.pop()!;
    const r = Math.floor(cell / size);
    const c = cell % size;
    const next = [
      r > 0 ? cell - size : -1,
      r < size - 1 ? cell + size : -1,
      c > 0 ? cell - 1 : -1,
      c < size - 1 ? cell + 1 : -1,
    ];
    for (const m of next) {
      if (m >= 0 && inside.has(m) && !seen.has(m)) {
        seen.add(m);
        todo.push(m);
      }
    }
  }
  return seen.size === inside.size;
}

/**
 * Reads a cage list. Accepted forms:
 *   JSON:  [{"sum": 10, "cells": [0, 1]}, …]   (cells 0-based, or "r1c2" names)
 *   text:  10=0,1; 15=r1c3,r1c4,r2c4            (one cage per ';' or line; ':' works for '=')
 * Cells must be on the board, no cell in two cages or twice in one, and each sum possible for its
 * cage size.
 */
export function parseCages(input: string | readonly unknown[], size: number): Cage[] {
  let raw: readonly unknown[];
  if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        raw = JSON.parse(text) as unknown[];
      } catch (error) {
        throw new PuzzleInputError(`cages: malformed JSON (${jsonReason(error)})`);
      }
      if (!Array.isArray(raw)) throw new PuzzleInputError('cages: expected a JSON array of {sum, cells}');
    } else {
      raw = text
        .split(/[;\n]/u)
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
        .map((part, i) => {
          const m = /^(\d+)\s*[=:]\s*(.+)$/u.exec(part);
          if (!m) {
            throw new PuzzleInputError(`cage ${i + 1}: expected 'sum=cell,cell,…', got '${excerpt(part)}'`);
          }
          // Cells are separated by commas or spaces; an empty one (",2", "0,,1", "0,1,") is named, not dropped.
          const cells = m[2]!.trim().split(/\s*,\s*|\s+/u);
          if (cells.includes(''))
            throw new PuzzleInputError(
              `cage ${i + 1}: an empty cell in '${excerpt(part)}' (a comma with no cell beside it)`,
            );
          return { sum: Number(m[1]), cells };
        });
    }
  } else {
    raw = input;
  }
  if (raw.length === 0) throw new PuzzleInputError('cages: the cage list is empty');
  const cellCount = size * size;
  const owner = new Int32Array(cellCount).fill(-1);
  return raw.map((entry, i) => {
    const where = `cage ${i + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new PuzzleInputError(`${where}: expected an object with "sum" and "cells"`);
    }
    const { sum, cells } = entry as { sum?: unknown; cells?: unknown };
    if (typeof sum !== 'number' || !Number.isInteger(sum)) {
      // JSON reads 1e400 as Infinity, which JSON.stringify would show as null: say what it was.
      const given =
        sum === undefined
          ? 'none'
          : typeof sum === 'number' && !Number.isFinite(sum) && !Number.isNaN(sum)
            ? `a number too large to hold (beyond ${sum < 0 ? '-' : ''}1.8e308)`
            : excerpt(JSON.stringify(sum) ?? String(sum));
      throw new PuzzleInputError(`${where}: "sum" must be a whole number, got ${given}`);
    }
    if (!Array.isArray(cells) || cells.length === 0) {
      throw new PuzzleInputError(`${where}: "cells" must be a non-empty list of cells`);
    }
    if (cells.length > size) {
      throw new PuzzleInputError(`${where}: ${cells.length} cells, but a cage holds at most ${size} different digits`);
    }
    const parsed = cells.map((c: unknown) => parseCellRef(c, size, where));
    for (const cell of parsed) {
      const other = owner[cell]!;
      if (other === i)
        throw new PuzzleInputError(`${where}: cell ${cell} (${cellName({ size }, cell)}) is listed twice`);
      if (other >= 0) {
        throw new PuzzleInputError(
          `cages ${other + 1} and ${i + 1} overlap at cell ${cell} (${cellName({ size }, cell)})`,
        );
      }
      owner[cell] = i;
    }
    const [low, high] = sumRange(parsed.length, size);
    if (sum < low || sum > high) {
      throw new PuzzleInputError(
        `${where}: sum ${sum} is impossible for ${parsed.length} different digits (${low}–${high})`,
      );
    }
    return { sum, cells: parsed };
  });

  function parseCellRef(value: unknown, n: number, where: string): number {
    if (
      (typeof value === 'number' && !Number.isInteger(value)) ||
      (typeof value === 'string' && /^-?\d*\.\d+$/u.test(value.trim()))
    ) {
      throw new PuzzleInputError(
        `${where}: cell ${excerpt(String(value))} is not a whole number (cells are 0–${cellCount - 1} or r1c1)`,
      );
    }
    if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/u.test(value))) {
      const cell = Number(value);
      if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount) {
        throw new PuzzleInputError(`${where}: cell ${String(value)} is off the board (cells are 0–${cellCount - 1})`);
      }
      return cell;
    }
    if (typeof value === 'string') {
      const m = /^r(\d+)c(\d+)$/iu.exec(value.trim());
      if (m) {
        const r = Number(m[1]);
        const c = Number(m[2]);
        if (r < 1 || r > n || c < 1 || c > n) {
          throw new PuzzleInputError(`${where}: cell ${value} is off the board (rows and columns 1–${n})`);
        }
        return (r - 1) * n + (c - 1);
      }
    }
    throw new PuzzleInputError(`${where}: '${excerpt(String(value))}' is not a cell (use 0-based indices or r1c1)`);
  }
}
