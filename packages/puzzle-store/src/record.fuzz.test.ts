/**
 * Fuzzing the stored-record schema and the pool-file reader (issue 8): a hand-edited or damaged
 * record is refused with a RecordError that names it, a damaged file with a PoolFormatError —
 * never another exception, never a silent pass of a record that breaks the contract.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTBOOK, TEXTBOOK_SOLUTION, textbookRecord } from './fixtures.test-helper.ts';
import { formatPool, parsePool, PoolFormatError } from './pool.ts';
import { RecordError, validateStoredRecord, type RecordPlace } from './record.ts';

const place: RecordPlace = { variant: 'classic', level: 'easy', index: 4 };
const FUZZ_RUNS = 1500;
const FIELDS = [
  'id',
  'variant',
  'level',
  'puzzle',
  'clues',
  'techniques',
  'solution',
  'regions',
  'cages',
  'seed',
  'extra',
] as const;

/** A good record with one to three fields replaced, removed or added. */
const editedRecord = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FIELDS),
      fc.oneof(
        fc.constant(undefined),
        fc.jsonValue(),
        fc.string({ maxLength: 90 }),
        fc.integer({ min: -2, max: 100 }),
        fc.constantFrom(
          TEXTBOOK,
          TEXTBOOK_SOLUTION,
          `${TEXTBOOK.slice(0, 80)}x`,
          'classic',
          'hard',
          'classic-easy-0001',
          ['naked single'],
        ),
      ),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((edits) => {
    const record: Record<string, unknown> = { ...textbookRecord({ solution: TEXTBOOK_SOLUTION }) };
    for (const [field, value] of edits) {
      if (value === undefined) delete record[field];
      else record[field] = value;
    }
    return record;
  });

function clearRecordError(error: unknown, expectedId: string): void {
  expect(error).toBeInstanceOf(RecordError);
  const message = (error as RecordError).message;
  expect(message.startsWith(`${expectedId}: `)).toBe(true);
  expect(message.length).toBeLessThan(400);
  expect(message.slice(expectedId.length)).not.toMatch(/[\u0000-\u001f]/u);
}

describe('validateStoredRecord under random edits', () => {
  it(`accepts the record or names it in one RecordError (${FUZZ_RUNS} edited records)`, () => {
    fc.assert(
      fc.property(editedRecord, (record) => {
        const id = typeof record.id === 'string' && record.id.length > 0 ? record.id : 'classic/easy #5';
        try {
          const stored = validateStoredRecord(record, place);
          // Anything accepted keeps the contract's shape for this pool.
          expect(stored.variant).toBe('classic');
          expect(stored.level).toBe('easy');
          expect(stored.id).toMatch(/^classic-easy-\d{4,}$/u);
          expect(stored.puzzle).toHaveLength(81);
          expect([...stored.puzzle].filter((c) => c !== '.' && c !== '0')).toHaveLength(stored.clues);
          expect(Number.isInteger(stored.seed) && stored.seed >= 0).toBe(true);
          expect(stored.techniques.length).toBeGreaterThan(0);
        } catch (error) {
          clearRecordError(error, id);
        }
      }),
      { numRuns: FUZZ_RUNS, seed: 8101 },
    );
  });

  it('refuses non-objects, naming the position', () => {
    for (const value of [null, 7, 'x', [], [textbookRecord()]]) {
      expect(() => validateStoredRecord(value, place)).toThrow(/^classic\/easy #5: /u);
    }
  });
});

describe('parsePool under damaged files', () => {
  const good = formatPool([textbookRecord(), textbookRecord({ id: 'classic-easy-0002', seed: 2 })]);

  it(`reads the file or refuses it with one clear error (${FUZZ_RUNS} damaged files)`, () => {
    const damaged = fc.oneof(
      fc.nat(good.length).map((k) => good.slice(0, k)),
      fc
        .tuple(fc.nat(good.length - 1), fc.string({ minLength: 1, maxLength: 3 }))
        .map(([i, s]) => good.slice(0, i) + s + good.slice(i + 1)),
      fc
        .tuple(fc.nat(good.length - 1), fc.nat(good.length - 1))
        .map(([i, j]) => good.slice(0, Math.min(i, j)) + good.slice(Math.max(i, j))),
      fc.string({ maxLength: 200 }),
      fc
        .tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 31 }))
        .map(([i, code]) => good.slice(0, i) + String.fromCharCode(code) + good.slice(i)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(damaged, (text) => {
        try {
          const records = parsePool(text, 'classic', 'easy');
          for (const record of records) expect(record.puzzle).toHaveLength(81);
        } catch (error) {
          expect(error instanceof PoolFormatError || error instanceof RecordError).toBe(true);
          expect((error as Error).message.length).toBeLessThan(500);
          expect((error as Error).message).not.toMatch(/[\u0000-\u001f]/u);
        }
      }),
      { numRuns: FUZZ_RUNS, seed: 8102 },
    );
  });

  it('names the line of a malformed record and the id of a repeated one', () => {
    const lines = good.split('\n');
    lines[2] = lines[2]!.slice(0, 30);
    expect(() => parsePool(lines.join('\n'), 'classic', 'easy')).toThrow(
      /^classic\/easy\.json: line 3 is not a JSON record \(.*\): record classic-easy-0002$/u,
    );
    const twice = formatPool([textbookRecord(), textbookRecord()]);
    expect(() => parsePool(twice, 'classic', 'easy')).toThrow('classic-easy-0001: the id appears twice in the pool');
  });
});
