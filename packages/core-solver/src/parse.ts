/**
 * One parser for every way a puzzle arrives: a grid string, a pretty-printed grid, a region map,
 * a cage list (JSON or `sum=cells;…` text) and a JSON puzzle record (contract §2, §5).
 * Every failure is a PuzzleInputError whose message says what is wrong and where.
 * Shared links and a record's "constraints" are read by the readers `readPuzzle` is given
 * (parse-links.ts `parsePuzzle` gives them all); `parsePlainPuzzle` has none, so a program that
 * opens only plain puzzles (the player's first screen) bundles no link reader or constraint record.
 */
import {
  buildGeometry,
  isVariantId,
  VARIANT_IDS,
  VARIANTS,
  type Cage,
  type Geometry,
  type VariantId,
} from './geometry.ts';
import { symbolDigit, digitSymbol } from './symbols.ts';
import { describeChar } from './text.ts';
import { PuzzleInputError } from './input-error.ts';
import { excerpt, jsonReason } from './parse-messages.ts';
import { parseCages, parseRegions } from './parse-shapes.ts';
import type { ConstraintJson } from './constraints/record.ts';
import type { Constraint } from './constraints/types.ts';
import type { HandlerLookup } from './constraints/lookup.ts';

export { PuzzleInputError } from './input-error.ts';
export { isConnected, parseCages, parseRegions, type ParsedRegions } from './parse-shapes.ts';

/** A puzzle ready for solving: its rules as data and its givens (0 = blank). */
export interface Puzzle {
  readonly geometry: Geometry;
  readonly givens: Uint8Array;
}

/** The stored-record shape of contract §5; every field but `puzzle` is optional as input. */
export interface PuzzleRecord {
  id?: string;
  variant?: VariantId;
  level?: string;
  puzzle: string;
  clues?: number;
  techniques?: string[];
  solution?: string;
  regions?: string;
  cages?: Cage[];
  seed?: number;
  /** Constraints beyond the variant's rules, in the record form (constraints/record.ts; cells [row, column], 1-based). */
  constraints?: ConstraintJson[];
}

/**
 * A record's `"variant": "constraints"` (docs/contract.md §3): the preset its size and regions
 * name (classic, 4x4, 6x6, 16x16, irregular). validateRecord drops it, so the variant is inferred.
 */
export const CONSTRAINTS_VARIANT = 'constraints';

/** What reads shared links and a record's constraints (parse-links.ts); null reads neither. */
export interface ConstraintReaders {
  isPuzzleLink(text: string): boolean;
  linkRecord(text: string, options: ParseOptions): PuzzleRecord;
  constraintsFromJson(json: readonly ConstraintJson[], size: number): Constraint[];
  constraintsKey(constraints: readonly Constraint[]): string;
  /** Every constraint type's handler (constraints/registry.ts), for the geometry. */
  handlerOf: HandlerLookup;
}

export interface ParseOptions {
  /** The variant when the input does not say; inferred from the cell count when absent. */
  variant?: string;
  /** Region map text (irregular). */
  regions?: string;
  /** Cage list: JSON text, `sum=cells;…` text, or already-parsed cages (killer). */
  cages?: string | readonly unknown[];
}

const SEPARATORS = /[\s|+-]/u;

/**
 * Reads n×n cells from a grid string. Whitespace and the separators | + - are ignored, so a
 * pretty-printed grid can be pasted. Blanks are '.' or '0'.
 */
export function parseGrid(text: string, size: number, label = 'puzzle'): Uint8Array {
  const cellCount = size * size;
  if (text.length === cellCount) {
    const plain = plainGrid(text, size);
    if (plain) return plain;
  }
  const grid = new Uint8Array(cellCount);
  let count = 0;
  for (const ch of text) {
    if (SEPARATORS.test(ch)) continue;
    const digit = symbolDigit(ch);
    if (digit < 0) {
      throw new PuzzleInputError(`unknown symbol ${describeChar(ch)} in the ${label} at ${cellWhere(count, size)}`);
    }
    if (digit > size) {
      throw new PuzzleInputError(
        `symbol '${ch}' in the ${label} at ${cellWhere(count, size)} is not a digit of a ${size}×${size} board (1–${digitSymbol(size)})`,
      );
    }
    if (count < cellCount) grid[count] = digit;
    count++;
  }
  if (count !== cellCount) {
    throw new PuzzleInputError(
      count === 0
        ? `the ${label} is empty: expected ${cellCount} cells`
        : `expected ${cellCount} cells, got ${count} in the ${label}`,
    );
  }
  return grid;
}

/** "row 3, column 5" for the count-th cell read (0-based), in an error message. */
function cellWhere(count: number, size: number): string {
  return `row ${Math.floor(count / size) + 1}, column ${(count % size) + 1}`;
}

/**
 * The fast path for the common case, a bare line of n×n symbols with nothing else: '.', '0' and
 * the digits 1..n (1–9, then A–G in either case). Null for anything else (separators, unknown or
 * too-large symbols), which the general loop then reads — and explains, when it is wrong.
 */
function plainGrid(text: string, size: number): Uint8Array | null {
  const grid = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let digit: number;
    if (code === 46 /* . */) digit = 0;
    else if (code >= 48 && code <= 57)
      digit = code - 48; // '0' is a blank too
    else if (code >= 65 && code <= 71)
      digit = code - 55; // A–G: 10–16
    else if (code >= 97 && code <= 103)
      digit = code - 87; // a–g
    else return null;
    if (digit > size) return null;
    grid[i] = digit;
  }
  return grid;
}

/** Whether every character of the text is a cell symbol (no separators, no surrogate pairs). */
function allSymbols(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!(code === 46 || (code >= 48 && code <= 57) || (code >= 65 && code <= 71) || (code >= 97 && code <= 103)))
      return false;
  }
  return true;
}

/** Number of cells a grid string holds (symbols that are not separators). */
function countCells(text: string): number {
  if (allSymbols(text)) return text.length;
  let count = 0;
  for (const ch of text) if (!SEPARATORS.test(ch)) count++;
  return count;
}

/** Reads a JSON puzzle record (one line of a stream, or an argument starting with '{'). */
export function parseRecord(text: string): PuzzleRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PuzzleInputError(`malformed JSON record (${jsonReason(error)})`);
  }
  return validateRecord(value);
}

/** Checks the types of a record's fields; the puzzle itself is checked by parsePuzzle. */
export function validateRecord(value: unknown, where = 'record'): PuzzleRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new PuzzleInputError(`${where}: expected a JSON object with a "puzzle" field`);
  }
  const record = value as Record<string, unknown>;
  const stringField = (key: string) => {
    const v = record[key];
    if (v !== undefined && typeof v !== 'string') throw new PuzzleInputError(`${where}: "${key}" must be a string`);
  };
  if (typeof record.puzzle !== 'string') throw new PuzzleInputError(`${where}: "puzzle" must be a string`);
  for (const key of ['id', 'variant', 'level', 'solution', 'regions']) stringField(key);
  if (record.variant === CONSTRAINTS_VARIANT) {
    if (record.constraints === undefined)
      throw new PuzzleInputError(`${where}: "variant": "constraints" needs a "constraints" list`);
    const { variant: _preset, ...rest } = record;
    return validateRecord(rest, where);
  }
  if (record.variant !== undefined && !isVariantId(record.variant as string)) {
    throw new PuzzleInputError(
      `${where}: unknown variant '${excerpt(String(record.variant))}' (${VARIANT_IDS.join(', ')}, or constraints)`,
    );
  }
  if (record.constraints !== undefined && !Array.isArray(record.constraints)) {
    throw new PuzzleInputError(
      `${where}: "constraints" must be a list of constraint objects like {"type": "thermo", "cells": [[1,1],[1,2]]}`,
    );
  }
  for (const key of ['clues', 'seed']) {
    const v = record[key];
    if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < 0)) {
      throw new PuzzleInputError(`${where}: "${key}" must be a whole number`);
    }
  }
  if (record.techniques !== undefined) {
    if (!Array.isArray(record.techniques) || !record.techniques.every((t) => typeof t === 'string')) {
      throw new PuzzleInputError(`${where}: "techniques" must be a list of names`);
    }
  }
  if (record.cages !== undefined && !Array.isArray(record.cages)) {
    throw new PuzzleInputError(`${where}: "cages" must be a list of {sum, cells}`);
  }
  return record as unknown as PuzzleRecord;
}

/** Picks the variant: the one asked for, else the one the extra data or the cell count implies. */
function resolveVariant(requested: string | undefined, puzzleText: string, options: ParseOptions): VariantId {
  if (requested !== undefined && requested !== CONSTRAINTS_VARIANT) {
    if (!isVariantId(requested)) {
      throw new PuzzleInputError(`unknown variant '${excerpt(requested)}' (expected one of ${VARIANT_IDS.join(', ')})`);
    }
    return requested;
  }
  if (options.regions !== undefined) return 'irregular';
  if (options.cages !== undefined) return 'killer';
  const cells = countCells(puzzleText);
  for (const id of ['4x4', '6x6', '16x16'] as const) if (cells === VARIANTS[id].size ** 2) return id;
  return 'classic';
}

/** parsePuzzle without links or constraints (a record with "constraints" is refused by name). */
export function parsePlainPuzzle(input: string | PuzzleRecord, options: ParseOptions = {}): Puzzle {
  return readPuzzle(input, options, null);
}

/**
 * Turns any accepted input into a Puzzle: a grid string (pretty-printed or not), a JSON record
 * (text starting with '{' or an object), a shared link when the readers read links, plus options
 * for what the text does not carry. A record's own variant, regions and cages win over the options.
 */
export function readPuzzle(
  input: string | PuzzleRecord,
  options: ParseOptions,
  readers: ConstraintReaders | null,
): Puzzle {
  let record: PuzzleRecord;
  if (typeof input === 'string') {
    const text = input.trim();
    record = text.startsWith('{')
      ? parseRecord(text)
      : readers?.isPuzzleLink(text)
        ? readers.linkRecord(text, options)
        : { puzzle: input };
  } else {
    record = validateRecord(input);
  }
  const merged: ParseOptions = {
    ...options,
    ...(record.regions !== undefined ? { regions: record.regions } : {}),
    ...(record.cages !== undefined ? { cages: record.cages } : {}),
  };
  if (merged.regions !== undefined && merged.cages !== undefined) {
    const from = (field: 'regions' | 'cages', option: string) =>
      record[field] !== undefined ? `"${field}" in the record` : option;
    throw new PuzzleInputError(
      `a puzzle takes a region map (irregular) or cages (killer), not both: got ${from('regions', '--regions')} and ${from('cages', '--cages')}`,
    );
  }
  const variant = resolveVariant(record.variant ?? options.variant, record.puzzle, merged);
  const spec = VARIANTS[variant];
  const givens = parseGrid(record.puzzle, spec.size);
  if (record.constraints !== undefined && readers === null) {
    throw new PuzzleInputError(
      'this puzzle has constraints: it needs the constraint reader (parsePuzzle, not parsePlainPuzzle)',
    );
  }
  const constraints: readonly Constraint[] =
    record.constraints === undefined ? [] : readers!.constraintsFromJson(record.constraints, spec.size);
  // The constraints are part of a geometry's shape: its cache key carries them.
  const extra = constraints.length > 0 ? `|${readers!.constraintsKey(constraints)}` : '';
  const handlerOption = readers !== null ? { handlerOf: readers.handlerOf } : {};

  let geometry: Geometry;
  if (spec.needsRegions) {
    if (merged.regions === undefined) {
      throw new PuzzleInputError('irregular puzzles need a region map (--regions MAP or "regions" in the record)');
    }
    const { regionOf, regions } = parseRegions(merged.regions, spec.size);
    geometry = cachedGeometry(variant, regions + extra, () =>
      buildGeometry(variant, { regionOf, regions, constraints, ...handlerOption }),
    );
  } else if (spec.needsCages) {
    if (merged.cages === undefined) {
      throw new PuzzleInputError('killer puzzles need cages (--cages SPEC or "cages" in the record)');
    }
    const cages = parseCages(merged.cages, spec.size);
    const key = cages.map((c) => `${c.sum}=${c.cells.join(',')}`).join(';');
    geometry = cachedGeometry(variant, key + extra, () =>
      buildGeometry(variant, { cages, constraints, ...handlerOption }),
    );
  } else {
    if (merged.regions !== undefined)
      throw new PuzzleInputError(`a region map only applies to irregular puzzles, not ${variant}`);
    if (merged.cages !== undefined) throw new PuzzleInputError(`cages only apply to killer puzzles, not ${variant}`);
    geometry =
      constraints.length > 0
        ? cachedGeometry(variant, extra, () => buildGeometry(variant, { constraints, ...handlerOption }))
        : geometryFor(variant);
  }
  return { geometry, givens };
}

const fixedGeometries = new Map<VariantId, Geometry>();

/** The shared geometry of a variant without extra data (everything but irregular and killer). */
export function geometryFor(variant: VariantId): Geometry {
  let geometry = fixedGeometries.get(variant);
  if (!geometry) {
    geometry = buildGeometry(variant);
    fixedGeometries.set(variant, geometry);
  }
  return geometry;
}

// Streams often repeat one region map or cage set; building geometry once per shape keeps them fast.
// Kept small: the grader hangs its per-board tables and memos on a geometry (a killer's cage
// memo and group totals are megabytes), and a cache of 256 shapes kept that alive for 256 puzzles
// that never come back: verify of the 1,500 stored killers on one worker peaked at 938 MB with 256,
// 276 MB with 16, in the same time (issue 31).
const shapedGeometries = new Map<string, Geometry>();
const SHAPED_CACHE_LIMIT = 16;

function cachedGeometry(variant: VariantId, key: string, build: () => Geometry): Geometry {
  const fullKey = `${variant}:${key}`;
  let geometry = shapedGeometries.get(fullKey);
  if (!geometry) {
    geometry = build();
    if (shapedGeometries.size >= SHAPED_CACHE_LIMIT) shapedGeometries.clear();
    shapedGeometries.set(fullKey, geometry);
  }
  return geometry;
}
