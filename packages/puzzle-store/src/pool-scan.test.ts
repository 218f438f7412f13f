import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PoolScanner, type ScannedElement } from './pool-scan.ts';

/** The text fed in pieces cut at the given places; what the scanner makes of it. */
function scan(text: string, cuts: readonly number[] = []): { elements: ScannedElement[]; error: string | null } {
  const scanner = new PoolScanner();
  const elements: ScannedElement[] = [];
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const cut of [...at, text.length]) {
    scanner.push(text.slice(from, cut), (e) => elements.push(e));
    from = cut;
  }
  scanner.finish((e) => elements.push(e));
  return { elements, error: scanner.error };
}

/** Accepted as the scanner and JSON.parse of each element accept it: the values, or null. */
function streamed(text: string, cuts: readonly number[] = []): unknown[] | null {
  const { elements, error } = scan(text, cuts);
  if (error !== null) return null;
  try {
    return elements.map((e) => JSON.parse(e.text) as unknown);
  } catch {
    return null;
  }
}

function whole(text: string): unknown[] | null {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const json = fc.jsonValue({ maxDepth: 3 });

describe('PoolScanner', () => {
  it("reads a pool as the generator writes it, one record per line, with each record's line", () => {
    const text = '[\n{"id":"a","n":[1,2]},\n{"id":"b","s":"x]},\\"["}\n]\n';
    expect(scan(text).elements).toEqual([
      { text: '{"id":"a","n":[1,2]}', line: 2 },
      { text: '{"id":"b","s":"x]},\\"["}', line: 3 },
    ]);
    expect(scan('[\n]\n')).toEqual({ elements: [], error: null });
  });

  it('gives the elements JSON.parse gives, whatever the layout and wherever the text is cut', () => {
    fc.assert(
      fc.property(
        fc.array(json, { maxLength: 6 }),
        fc.constantFrom(undefined, 1, '\t', ' \r\n '),
        fc.array(fc.nat(), { maxLength: 8 }),
        (values, indent, cuts) => {
          const text = JSON.stringify(values, null, indent as never);
          expect(streamed(text, cuts)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('accepts exactly the texts JSON.parse accepts as an array (damaged texts too)', () => {
    const damage = fc.tuple(
      fc.nat(),
      fc.constantFrom('', ',', ']', '[', '{', '}', '"', '\\', ' ', '\n', 'x', '1', 'null', ',]', '[,'),
      fc.nat({ max: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(json, { maxLength: 5 }),
        fc.array(damage, { maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (values, edits, cuts) => {
          let text = JSON.stringify(values, null, 1);
          for (const [at, insert, remove] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + remove);
          }
          const expected = whole(text);
          const got = streamed(text, cuts);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('names where the array breaks', () => {
    expect(scan('{"id":1}').error).toBe('the file is not a JSON array of records');
    expect(scan('').error).toBe('the file is empty, not a JSON array of records');
    expect(scan('[\n{"a":1}\n{"a":2}\n]').error).toBe('line 3: expected "," or "]" after the record that ends there');
    expect(scan('[\n{"a":1},\n]').error).toBe('line 3: a "," before the closing "]"');
    expect(scan('[\n{"a":1}\n').error).toBe('line 3: the array is not closed (the file ends inside it)');
    expect(scan('[]\nx').error).toBe('line 2: text after the closing "]" of the array');
  });

  it('notes what poolEncodingProblem looks for', () => {
    expect(new PoolScanner().encodingSuspect).toBe(false);
    for (const odd of ['\u0000', '\ufffd', '\ufeff']) {
      const scanner = new PoolScanner();
      scanner.push(`[\n"a${odd}"\n]`, () => {});
      expect(scanner.encodingSuspect).toBe(true);
    }
  });
});
