/**
 * The counter's tables (engine-tables.ts) are a TableRecord whose constructor copies every field of
 * the Tables interface by hand; a field added to the interface but not to the constructor would be
 * undefined in every engine. The interface's field names are read from the source.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTables } from './engine-tables.ts';
import { parsePuzzle } from './parse-links.ts';

const source = readFileSync(new URL('./engine-tables.ts', import.meta.url), 'utf8');
const body = source.slice(
  source.indexOf('export interface Tables {'),
  source.indexOf('\n}\n', source.indexOf('export interface Tables {')),
);
const fields = [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]!);

describe('buildTables', () => {
  it('sets every field of Tables (the record copies them one by one)', () => {
    expect(fields.length).toBeGreaterThan(40);
    const { geometry } = parsePuzzle({
      variant: 'killer',
      puzzle: '.'.repeat(81),
      cages: [
        { sum: 10, cells: [0, 1] },
        { sum: 15, cells: [2, 3, 4] },
      ],
    } as never);
    const tables = buildTables(geometry) as unknown as Record<string, unknown>;
    for (const field of fields) {
      expect(Object.hasOwn(tables, field), field).toBe(true);
      if (field !== 'prior') expect(tables[field], field).not.toBeUndefined();
    }
    expect(Object.keys(tables).sort()).toEqual([...fields].sort());
  });
});
