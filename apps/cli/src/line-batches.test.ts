import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBatches } from './cli.ts';

/** The bytes split into chunks at the given cut points (anywhere, even inside a UTF-8 character). */
function chunked(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let start = 0;
  for (const point of points) {
    if (point > start) chunks.push(bytes.subarray(start, point));
    start = Math.max(start, point);
  }
  if (start < bytes.length) chunks.push(bytes.subarray(start));
  return chunks;
}

async function ourLines(chunks: readonly Buffer[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of lineBatches(Readable.from(chunks, { objectMode: false }))) lines.push(...batch);
  return lines;
}

/** What the stream used to read with: Node's readline, \r\n as one line end however it is chunked. */
async function readlineLines(chunks: readonly Buffer[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: Readable.from(chunks, { objectMode: false }), crlfDelay: Infinity })) lines.push(line);
  return lines;
}

describe('lineBatches', () => {
  it('splits at \\n, \\r\\n and a lone \\r, and keeps a last line without an end', async () => {
    const chunks = [Buffer.from('a\r\nb\rc\n\nd\r'), Buffer.from('\ne\r'), Buffer.from('f')];
    expect(await ourLines(chunks)).toEqual(['a', 'b', 'c', '', 'd', 'e', 'f']);
  });

  it('reads a UTF-8 character cut between chunks as one character', async () => {
    const bytes = Buffer.from('é😀\nx');
    expect(await ourLines([bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)])).toEqual(['é😀', 'x']);
  });

  it('gives the same lines as readline however the input is chunked', async () => {
    const text = fc.array(fc.constantFrom('a', '1', '.', ' ', '\r', '\n', '\r\n', 'é', '😀', '#'), { maxLength: 60 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 8 }), async (input, cuts) => {
        const chunks = chunked(Buffer.from(input), cuts);
        expect(await ourLines(chunks)).toEqual(await readlineLines(chunks));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
