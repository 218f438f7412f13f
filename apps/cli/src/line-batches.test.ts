import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBatches, type Line, type LineLimits } from './input.ts';

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

async function ourLines(chunks: Iterable<Buffer>, limits?: LineLimits): Promise<Line[]> {
  const lines: Line[] = [];
  for await (const batch of lineBatches(Readable.from(chunks, { objectMode: false }), limits)) lines.push(...batch);
  return lines;
}

/** What the stream used to read with: Node's readline, \r\n as one line end however it is chunked. */
async function readlineLines(chunks: readonly Buffer[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({
    input: Readable.from(chunks, { objectMode: false }),
    crlfDelay: Infinity,
  }))
    lines.push(line);
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
    const text = fc
      .array(fc.constantFrom('a', '1', '.', ' ', '\r', '\n', '\r\n', 'é', '😀', '#'), { maxLength: 60 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(), { maxLength: 8 }), async (input, cuts) => {
        const chunks = chunked(Buffer.from(input), cuts);
        expect(await ourLines(chunks)).toEqual(await readlineLines(chunks));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('drops a UTF-8 byte-order mark at the start, however the first bytes are chunked', async () => {
    const bytes = Buffer.from('\ufeff53..7\nx\n');
    expect(await ourLines([bytes])).toEqual(['53..7', 'x']);
    expect(await ourLines([bytes.subarray(0, 1), bytes.subarray(1, 2), bytes.subarray(2)])).toEqual(['53..7', 'x']);
    expect(await ourLines([Buffer.from('\ufeff')])).toEqual([]);
  });

  it('stops at once on UTF-16 input, with or without its byte-order mark', async () => {
    const le = Buffer.from('53..7....6..195....98....6.8...6...3\n', 'utf16le');
    const stop = [{ fault: 'the input is UTF-16 text; save it as UTF-8', stop: true }];
    expect(await ourLines([Buffer.from([0xff, 0xfe]), le])).toEqual(stop);
    expect(await ourLines([Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()])])).toEqual(stop);
    expect(await ourLines([le])).toEqual(stop);
    expect(await ourLines([Buffer.from('1\n', 'utf16le')])).toEqual(stop);
  });

  it('names a NUL byte and bytes that are not UTF-8 by column, and goes on with the next line', async () => {
    const bytes = Buffer.concat([
      Buffer.from('ok\n12\u00003\n'),
      Buffer.from([0x31, 0x32, 0xff, 0x0a]),
      Buffer.from('end'),
    ]);
    expect(await ourLines([bytes])).toEqual([
      'ok',
      { fault: 'a NUL byte at column 3', stop: false },
      { fault: 'bytes that are not UTF-8 text at column 3; send UTF-8', stop: false },
      'end',
    ]);
  });

  it('skips an over-long line to its end and goes on, however it is chunked (property)', async () => {
    const limits = { maxLineBytes: 8, maxSkipBytes: 64 };
    const long = { fault: 'is longer than 8 bytes', stop: false };
    const line = fc.oneof(fc.stringMatching(/^[1-9.]{0,8}$/u), fc.stringMatching(/^[1-9.]{9,40}$/u));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }), async (lines, cuts) => {
        const chunks = chunked(Buffer.from(lines.map((l) => `${l}\n`).join('')), cuts);
        expect(await ourLines(chunks, limits)).toEqual(lines.map((l) => (l.length > 8 ? long : l)));
      }),
      { numRuns: 300, seed: 12 },
    );
    expect(await ourLines([Buffer.from('123456789')], limits)).toEqual([long]);
    expect(await ourLines([Buffer.from('12345678')], limits)).toEqual(['12345678']);
  });

  it('stops an endless binary line (like /dev/zero) as soon as it passes the limit, in bounded memory', async () => {
    let served = 0;
    function* zeros(): Generator<Buffer> {
      const chunk = Buffer.alloc(1 << 16);
      for (;;) {
        served += chunk.length;
        yield chunk;
      }
    }
    expect(await ourLines(zeros())).toEqual([
      {
        fault: 'is longer than 1 MiB and holds NUL bytes: the input is not text, so reading stopped there',
        stop: true,
      },
    ]);
    expect(served).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops an endless text line after the skip limit', async () => {
    function* letters(): Generator<Buffer> {
      const chunk = Buffer.alloc(16, 'x');
      for (;;) yield chunk;
    }
    expect(await ourLines(letters(), { maxLineBytes: 8, maxSkipBytes: 64 })).toEqual([
      { fault: 'is longer than 8 bytes and has no end within 64 bytes; reading stopped there', stop: true },
    ]);
  });
});
