/**
 * The stored puzzle record (contract §5) and its schema check.
 *
 *   data/puzzles/<variant>/<level>.json   a JSON array, one record per line:
 *   {"id": "classic-easy-0001", "variant": "classic", "level": "easy", "puzzle": "53..7…",
 *    "clues": 30, "techniques": ["naked single", …], "solution": "…" (16x16), "regions": "…"
 *    (irregular), "cages": [{"sum": 10, "cells": [0, 1]}] (killer), "constraints": [{"type":
 *    "thermo", "cells": [[1,1],[1,2]]}] (a puzzle with rules beyond its variant's), "seed": 12345}
 *
 * The schema check reuses core-solver's record and grid parsers (one parser in the project) and
 * adds what only a stored record must have. Every complaint names the record's id (or its
 * position when the id itself is missing), so a bad line in a pool of thousands is found at once.
 */
import { LEVELS, type Level } from '@sudoku-forge/grader/types';
import {
  digitSymbol,
  MAX_SEED,
  PuzzleInputError,
  VARIANTS,
  parseGrid,
  parsePuzzle,
  validateRecord,
  type Cage,
  type ConstraintJson,
  type Puzzle,
  type VariantId,
} from '@sudoku-forge/core-solver';

/** A stored record's level: the grader's five levels, easiest first (one list, the grader's). */
export const STORED_LEVELS: readonly Level[] = LEVELS;
export type StoredLevel = Level;

export function isStoredLevel(value: string): value is StoredLevel {
  return (STORED_LEVELS as readonly string[]).includes(value);
}

export interface StoredRecord {
  id: string;
  variant: VariantId;
  level: StoredLevel;
  puzzle: string;
  clues: number;
  techniques: string[];
  solution?: string;
  regions?: string;
  cages?: Cage[];
  /** Rules beyond the variant's (thermos, arrows, dots, …), in the record form (cells [row, column], 1-based). */
  constraints?: ConstraintJson[];
  seed: number;
}

/** Where a record sits: the file's variant and level, and its 0-based position in the file. */
export interface RecordPlace {
  variant: VariantId;
  level: StoredLevel;
  index: number;
}

/** A record that breaks the schema; `id` is the record's id, or "#<position>" when it has none. */
export class RecordError extends Error {
  readonly id: string;
  constructor(id: string, problem: string) {
    super(`${id}: ${problem}`);
    this.name = 'RecordError';
    this.id = id;
  }
}

/**
 * "classic-easy-0001": ids are numbered per variant and the level a puzzle was first filed under,
 * four digits at least. An id never changes: `regrade` moves a record whose grade changed to its
 * new level's file under the id it had, so an id names one puzzle for good (links, saved games).
 */
export function recordId(variant: VariantId, level: StoredLevel, number: number): string {
  return `${variant}-${level}-${String(number).padStart(4, '0')}`;
}

/** The level an id of the variant was first filed under, or null if the id is not one of the variant's. */
export function recordIdLevel(id: string, variant: VariantId): StoredLevel | null {
  for (const level of STORED_LEVELS) if (recordNumber(id, variant, level) !== null) return level;
  return null;
}

/** The number in an id of the given pool, or null if the id does not belong to that pool. */
export function recordNumber(id: string, variant: VariantId, level: StoredLevel): number | null {
  const prefix = `${variant}-${level}-`;
  if (!id.startsWith(prefix)) return null;
  const digits = id.slice(prefix.length);
  return /^\d{4,}$/u.test(digits) ? Number(digits) : null;
}

/** Whether the record needs its solution stored (the preset says: 16x16 does, so the browser never searches). */
export function storesSolution(variant: VariantId): boolean {
  return VARIANTS[variant].storesSolution;
}

const KNOWN_FIELDS = new Set([
  'id',
  'variant',
  'level',
  'puzzle',
  'clues',
  'techniques',
  'solution',
  'regions',
  'cages',
  'constraints',
  'seed',
]);

/**
 * Checks one stored record against contract §5 and the file it sits in. Returns the record typed;
 * throws RecordError naming the record otherwise. It checks form only — uniqueness and grade are
 * the verifier's job.
 */
export function validateStoredRecord(value: unknown, place: RecordPlace): StoredRecord {
  const fallbackId = `${place.variant}/${place.level} #${place.index + 1}`;
  const rawId = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  const id = typeof rawId === 'string' && rawId.length > 0 ? rawId : fallbackId;
  const fail = (problem: string): never => {
    throw new RecordError(id, problem);
  };
  try {
    validateRecord(value, 'record');
  } catch (error) {
    if (error instanceof PuzzleInputError) fail(error.message.replace(/^record: /u, ''));
    throw error;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!KNOWN_FIELDS.has(key)) fail(`unknown field "${key}"`);
  if (typeof record.id !== 'string') fail('"id" is missing');
  if (record.variant === undefined) fail('"variant" is missing');
  if (record.variant !== place.variant) fail(`variant "${String(record.variant)}" stored in the ${place.variant} pool`);
  if (record.level !== place.level) fail(`level "${String(record.level)}" stored in the ${place.level} pool`);
  if (recordIdLevel(id, place.variant) === null) {
    fail(`id should look like ${recordId(place.variant, place.level, 1)}`);
  }
  if (record.clues === undefined) fail('"clues" is missing');
  if (record.seed === undefined) fail('"seed" is missing');
  if ((record.seed as number) > MAX_SEED)
    fail(`"seed" must be a whole number from 0 to ${MAX_SEED}, got ${String(record.seed)}`);
  if (!Array.isArray(record.techniques) || record.techniques.length === 0)
    fail('"techniques" must list at least one technique');
  const spec = VARIANTS[place.variant];
  if (spec.needsRegions !== (record.regions !== undefined)) {
    fail(spec.needsRegions ? '"regions" is missing' : `"regions" does not apply to ${place.variant}`);
  }
  if (spec.needsCages !== (record.cages !== undefined)) {
    fail(spec.needsCages ? '"cages" is missing' : `"cages" does not apply to ${place.variant}`);
  }
  if (spec.draws.length > 0) {
    if (record.constraints === undefined)
      fail(`"constraints" is missing: a ${place.variant} puzzle carries its ${spec.draws.join(' and ')} constraints`);
    const types = Array.isArray(record.constraints)
      ? record.constraints.map((c) => (c as { type?: unknown }).type)
      : [];
    const stray = types.find((type) => !(spec.draws as readonly unknown[]).includes(type));
    if (stray !== undefined)
      fail(`a ${place.variant} puzzle carries ${spec.draws.join(' and ')} constraints, not ${String(stray)}`);
  }
  if (storesSolution(place.variant) && record.solution === undefined)
    fail(`"solution" is required for ${place.variant}`);

  let puzzle: Puzzle;
  try {
    puzzle = parsePuzzle(value as StoredRecord);
  } catch (error) {
    if (error instanceof PuzzleInputError) return fail(error.message);
    throw error;
  }
  let clues = 0;
  for (const d of puzzle.givens) if (d !== 0) clues++;
  if (record.clues !== clues) fail(`"clues" is ${String(record.clues)} but the puzzle has ${clues} givens`);
  if (typeof record.puzzle === 'string' && record.puzzle.length !== puzzle.geometry.cellCount) {
    fail(`"puzzle" must be exactly ${puzzle.geometry.cellCount} symbols, '.' for blanks`);
  }
  const formProblem = storedFormProblem('puzzle', record.puzzle as string, spec.size);
  if (formProblem !== null) fail(formProblem);
  if (typeof record.solution === 'string') {
    let solution: Uint8Array;
    try {
      solution = parseGrid(record.solution, spec.size, 'solution');
    } catch (error) {
      if (error instanceof PuzzleInputError) return fail(error.message);
      throw error;
    }
    if (solution.includes(0)) fail('"solution" has blanks');
    const solutionProblem = storedFormProblem('solution', record.solution, spec.size);
    if (solutionProblem !== null) fail(solutionProblem);
    puzzle.givens.forEach((d, cell) => {
      if (d !== 0 && solution[cell] !== d) fail(`"solution" disagrees with the given at cell ${cell}`);
    });
  }
  return record as unknown as StoredRecord;
}

/**
 * The stored form of a grid (contract §5): '.' for a blank, the digits 1–9 and for 16x16 A–G in
 * uppercase — the one spelling the generator writes, so a stored puzzle has one string. The parser
 * also reads '0' and lowercase (people type them); a stored record may not use them. Null when the
 * text is in the stored form (its length and symbols are the parser's to check).
 */
function storedFormProblem(field: 'puzzle' | 'solution', text: string, size: number): string | null {
  for (let cell = 0; cell < text.length; cell++) {
    const ch = text[cell]!;
    if (ch === '.') continue;
    let stored = false;
    for (let digit = 1; digit <= size && !stored; digit++) stored = digitSymbol(digit) === ch;
    if (stored) continue;
    if (ch === '0') return `"${field}" has '0' at cell ${cell}: a stored puzzle writes blanks as '.'`;
    if (ch !== ch.toUpperCase())
      return `"${field}" has '${ch}' at cell ${cell}: a stored ${size}x${size} writes A–${digitSymbol(size)} in uppercase`;
    return `"${field}" has '${ch}' at cell ${cell}: not a symbol of a stored ${size}x${size} grid`;
  }
  return null;
}
