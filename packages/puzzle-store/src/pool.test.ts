import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTBOOK, textbookRecord } from './fixtures.test-helper.ts';
import { PoolFormatError, formatPool, parsePool, poolPath } from './pool.ts';
import { RecordError, recordId, type StoredRecord } from './record.ts';

/** Records that differ in id, seed and which givens are shown (clues kept consistent). */
const recordsArbitrary = fc
  .array(fc.tuple(fc.nat({ max: 2 ** 31 }), fc.nat({ max: 80 })), { minLength: 0, maxLength: 12 })
  .map((rows) =>
    rows.map(([seed, blank], i): StoredRecord => {
      const puzzle = TEXTBOOK[blank] === '.' ? TEXTBOOK : `${TEXTBOOK.slice(0, blank)}.${TEXTBOOK.slice(blank + 1)}`;
      return textbookRecord({
        id: recordId('classic', 'easy', i + 1),
        puzzle,
        clues: [...puzzle].filter((c) => c !== '.').length,
        seed,
      });
    }),
  );

describe('pool files', () => {
  it('keeps one record per line inside a JSON array', () => {
    const text = formatPool([textbookRecord(), textbookRecord({ id: 'classic-easy-0002', seed: 2 })]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('[');
    expect(lines[1]).toMatch(/^\{"id":"classic-easy-0001","variant":"classic","level":"easy","puzzle":"53\.\.7/);
    expect(lines[1]!.endsWith(',')).toBe(true);
    expect(lines[2]).toMatch(/"seed":2\}$/);
    expect(lines.slice(3)).toEqual([']', '']);
    expect(formatPool([])).toBe('[\n]\n');
    expect(poolPath('anti-knight', 'hard')).toBe('anti-knight/hard.json');
  });

  it('reads back exactly what it wrote, byte for byte (property)', () => {
    fc.assert(
      fc.property(recordsArbitrary, (records) => {
        const text = formatPool(records);
        const back = parsePool(text, 'classic', 'easy');
        expect(back).toEqual(records);
        expect(formatPool(back)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('writes fields in contract order whatever order they arrive in', () => {
    const shuffled = {
      seed: 1,
      techniques: ['full house', 'naked single'],
      clues: 30,
      puzzle: TEXTBOOK,
      level: 'easy',
      variant: 'classic',
      id: 'classic-easy-0001',
    } as StoredRecord;
    expect(Object.keys(JSON.parse(formatPool([shuffled]).split('\n')[1]!))).toEqual([
      'id',
      'variant',
      'level',
      'puzzle',
      'clues',
      'techniques',
      'seed',
    ]);
  });

  it('reports a malformed line by number and a bad record by id', () => {
    const good = formatPool([textbookRecord(), textbookRecord({ id: 'classic-easy-0002' })]);
    const broken = good.replace('"seed":1}\n]', '"seed":1\n]');
    expect(() => parsePool(broken, 'classic', 'easy')).toThrow(PoolFormatError);
    expect(() => parsePool(broken, 'classic', 'easy')).toThrow(/classic\/easy\.json: line 3 is not a JSON record/);
    const bad = formatPool([textbookRecord(), textbookRecord({ id: 'classic-easy-0002', clues: 5 })]);
    expect(() => parsePool(bad, 'classic', 'easy')).toThrow(RecordError);
    expect(() => parsePool(bad, 'classic', 'easy')).toThrow(/^classic-easy-0002: /);
    const twice = formatPool([textbookRecord(), textbookRecord()]);
    expect(() => parsePool(twice, 'classic', 'easy')).toThrow(/classic-easy-0001: the id appears twice/);
  });

  it('refuses a byte-order mark, UTF-16 and NUL bytes by name, as the file reads them (bytes decoded as UTF-8)', () => {
    const good = formatPool([textbookRecord(), textbookRecord({ id: 'classic-easy-0002', seed: 2 })]);
    const read = (bytes: Buffer) => () => parsePool(bytes.toString('utf8'), 'classic', 'easy');
    const utf16le = Buffer.from(good, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    const cases: [string, Buffer, string][] = [
      [
        'a UTF-8 byte-order mark',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good)]),
        'classic/easy.json: the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one',
      ],
      [
        'UTF-16LE with its mark',
        Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]),
        'classic/easy.json: the file is UTF-16 text; save it as UTF-8',
      ],
      [
        'UTF-16BE with its mark',
        Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]),
        'classic/easy.json: the file is UTF-16 text; save it as UTF-8',
      ],
      ['UTF-16LE without a mark', utf16le, 'classic/easy.json: the file is UTF-16 text; save it as UTF-8'],
      ['UTF-16BE without a mark', utf16be, 'classic/easy.json: the file is UTF-16 text; save it as UTF-8'],
      [
        'a NUL byte inside a record',
        Buffer.from(good.replace('"seed":2', '"seed":\u00002')),
        'classic/easy.json: the file has a NUL byte at line 3, column ',
      ],
    ];
    for (const [, bytes, message] of cases) {
      expect(read(bytes)).toThrow(PoolFormatError);
      expect(read(bytes)).toThrow(message);
      expect(() => read(bytes)()).toThrow(/^[^\u0000-\u001f\ufffd\ufeff]*$/u);
    }
    expect(parsePool(Buffer.from(good).toString('utf8'), 'classic', 'easy')).toHaveLength(2);
  });
});
