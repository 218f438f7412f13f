/**
 * A pool file's text: a JSON array with one record per line, so a diff of a pool shows one line
 * per added puzzle and a bad record is reported with its line.
 *
 *   [
 *   {"id":"classic-easy-0001",…},
 *   {"id":"classic-easy-0002",…}
 *   ]
 *
 * Field order is fixed (contract §5 order) so the same records always give the same bytes.
 */
import { lineColumn, printableText, type VariantId } from '@sudoku-forge/core-solver';
import { RecordError, validateStoredRecord, type StoredLevel, type StoredRecord } from './record.ts';

/** The pool's path below the pools directory: "<variant>/<level>.json". */
export function poolPath(variant: VariantId, level: StoredLevel): string {
  return `${variant}/${level}.json`;
}

/** One record as its line, fields in contract order, absent optional fields left out. */
export function formatRecord(record: StoredRecord): string {
  const ordered: Record<string, unknown> = {
    id: record.id,
    variant: record.variant,
    level: record.level,
    puzzle: record.puzzle,
    clues: record.clues,
    techniques: record.techniques,
  };
  if (record.solution !== undefined) ordered.solution = record.solution;
  if (record.regions !== undefined) ordered.regions = record.regions;
  if (record.cages !== undefined) ordered.cages = record.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] }));
  if (record.constraints !== undefined) ordered.constraints = record.constraints;
  ordered.seed = record.seed;
  return JSON.stringify(ordered);
}

/** The whole file's text. */
export function formatPool(records: readonly StoredRecord[]): string {
  if (records.length === 0) return '[\n]\n';
  return `[\n${records.map(formatRecord).join(',\n')}\n]\n`;
}

export class PoolFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoolFormatError';
  }
}

/**
 * Reads a pool file's text and checks every record's schema. A malformed line is reported with
 * its line number; a record that breaks the schema with its id (RecordError).
 */
export function parsePool(text: string, variant: VariantId, level: StoredLevel): StoredRecord[] {
  const encoding = poolEncodingProblem(text);
  if (encoding) throw new PoolFormatError(`${poolPath(variant, level)}: ${encoding}`);
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch (error) {
    throw new PoolFormatError(`${poolPath(variant, level)}: ${jsonSyntaxProblem(text, error)}`);
  }
  if (!Array.isArray(values))
    throw new PoolFormatError(`${poolPath(variant, level)}: expected a JSON array of records`);
  const seen = new Set<string>();
  return values.map((value, index) => {
    const record = validateStoredRecord(value, { variant, level, index });
    if (seen.has(record.id)) throw new RecordError(record.id, 'the id appears twice in the pool');
    seen.add(record.id);
    return record;
  });
}

/**
 * A pool file is UTF-8 without a byte-order mark, as the generator writes it, so that the same
 * records always give the same bytes: a mark, UTF-16 or a NUL byte is named rather than accepted
 * (the text arrives decoded as UTF-8, where UTF-16's FF FE / FE FF mark reads as two U+FFFD).
 */
export function poolEncodingProblem(text: string): string | null {
  if (text.startsWith('\uFEFF')) return 'the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one';
  if (
    text.startsWith('\uFFFD\uFFFD') ||
    text.startsWith('\uFEFF\u0000') ||
    /^(?:[\s[]\u0000|\u0000[\s[])/u.test(text)
  ) {
    return 'the file is UTF-16 text; save it as UTF-8';
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) return `the file has a NUL byte at ${lineColumn(text, nul)}`;
  const notText = text.indexOf('\uFFFD');
  if (notText >= 0)
    return `the file has bytes that are not UTF-8 text at ${lineColumn(text, notText)}; save it as UTF-8`;
  const mark = text.indexOf('\uFEFF');
  if (mark >= 0)
    return `the file has a byte-order mark (U+FEFF) at ${lineColumn(text, mark)} (files joined together?); remove it`;
  return null;
}

/**
 * Where a pool file's JSON is broken, as one printable line: the first line that is not a record
 * ("line 7 is not a JSON record (…)"), else JSON.parse's own reason.
 */
export function jsonSyntaxProblem(text: string, error: unknown): string {
  return locateSyntaxError(text) ?? printableReason(error);
}

/** The first line that is not "[", "]" or one JSON record (with its comma): "line 7: …". */
function locateSyntaxError(text: string): string | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line === '[' || line === ']') continue;
    try {
      JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line);
    } catch (error) {
      // A hand edit usually breaks one record; name it when its id is still readable.
      const id = /"id"\s*:\s*"([\w-]{1,60})"/u.exec(line)?.[1];
      return `line ${i + 1} is not a JSON record (${printableReason(error)})${id ? `: record ${id}` : ''}`;
    }
  }
  return null;
}

/**
 * JSON.parse's reason as one printable line: V8 quotes the damaged text, which may hold line
 * breaks or control characters that would break verify's one-line-per-failure report.
 */
function printableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return printableText(message, 160);
}
