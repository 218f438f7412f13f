/**
 * Issue 12 §3, the command as a hostile user meets it: endless or binary stdin, paths that cannot
 * be read, other encodings, odd flags and requests that mean nothing. Each case is one real run of
 * `sudoku` and must end with exit 2 and one sentence that names what was typed — never a crash,
 * a hang, an "internal error" or an answer to a question that has none. Every table row is one
 * hostile case (the counts go into the closing note).
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonLines, runCliBounded, type BoundedRun } from './run-cli.test-helper.ts';

const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** Valid givens with no completion: r1c9 must be 9, but column 9 already has its 9 in row 2. */
const NO_SOLUTION = `12345678.........9${'.'.repeat(63)}`;
const EMPTY = '.'.repeat(81);
const TWO_FIVES = `55${WIKIPEDIA.slice(2)}`;
const JIGSAW = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';
const GUARD_MS = 60_000;

const dir = mkdtempSync(join(tmpdir(), 'sudoku-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const run = (args: readonly string[], stdin: string | Buffer | Iterable<string> = '', options: Parameters<typeof runCliBounded>[3] = {}) =>
  runCliBounded(args, stdin, GUARD_MS, options);

/** Exit 2, one stderr sentence (and the same in the --json error object when asked), no crash. */
function expectOneSentence(result: BoundedRun, message: string | RegExp): void {
  expect(result.timedOut).toBe(false);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).not.toMatch(/^\s+at /mu);
  // eslint-disable-next-line no-control-regex
  expect(result.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\ufeff\ufffd]/u);
  const lines = result.stderr.split('\n').filter((l) => l.length > 0);
  expect(lines).toHaveLength(1);
  if (typeof message === 'string') expect(lines[0]).toBe(`sudoku: ${message}`);
  else expect(lines[0]).toMatch(message);
  expect(result.code).toBe(2);
}

describe('standard input that never ends or is not text', () => {
  it('/dev/zero on stdin ends at once with "line 1 is longer than 1 MiB", exit 2, in bounded memory', async () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const result = await run(['solve', '--json'], '', { stdinFd: zero });
      expectOneSentence(result, 'line 1 is longer than 1 MiB and holds NUL bytes: the input is not text, so reading stopped there');
      expect(jsonLines(result.stdout)).toEqual([{ error: { code: 'bad_input', line: 1, message: expect.stringMatching(/^line 1 is longer than 1 MiB/u) } }]);
      expect(result.maxRssBytes).not.toBeNull();
      expect(result.maxRssBytes!).toBeLessThan(250 * 1024 * 1024);
    } finally {
      closeSync(zero);
    }
  });

  it('an over-long text line gets its error and the rest of the stream goes on', async () => {
    const lines = [WIKIPEDIA, '1'.repeat((1 << 20) + 1), NO_SOLUTION, WIKIPEDIA];
    const result = await run(['solve', '--json'], `${lines.join('\n')}\n`);
    expect(result.code).toBe(2);
    const answers = jsonLines(result.stdout);
    expect(answers.map((a) => (a.error ? (a.error as { message: string }).message : a.status))).toEqual([
      'unique',
      'line 2 is longer than 1 MiB',
      'none',
      'unique',
    ]);
    expect(result.stderr.trim()).toBe('sudoku: line 2 is longer than 1 MiB');
  });

  const encodings: [string, Buffer, string | null][] = [
    ['UTF-16LE with its byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${WIKIPEDIA}\n`, 'utf16le')]), 'line 1: the input is UTF-16 text; save it as UTF-8'],
    ['UTF-16BE with its byte-order mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`${WIKIPEDIA}\n`, 'utf16le').swap16()]), 'line 1: the input is UTF-16 text; save it as UTF-8'],
    ['UTF-16LE without a mark (NUL-interleaved)', Buffer.from(`${WIKIPEDIA}\n`, 'utf16le'), 'line 1: the input is UTF-16 text; save it as UTF-8'],
    ['a NUL byte inside a line', Buffer.from(`${WIKIPEDIA}\n${WIKIPEDIA.slice(0, 6)}\u0000${WIKIPEDIA.slice(7)}\n`), 'line 2: a NUL byte at column 7'],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from(WIKIPEDIA.slice(0, 3)), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]), 'line 1: bytes that are not UTF-8 text at column 4; send UTF-8'],
    ['a control character inside a line', Buffer.from(`${WIKIPEDIA.slice(0, 9)}\u001b${WIKIPEDIA.slice(10)}\n`), 'line 1: unknown symbol U+001B (a control character) in the puzzle at row 2, column 1'],
    ['a UTF-8 byte-order mark (accepted and dropped)', Buffer.from(`\ufeff${WIKIPEDIA}\n`), null],
  ];
  it.each(encodings)('stdin with %s is named in words, never printed raw', async (_name, bytes, message) => {
    const result = await run(['solve', '--json'], bytes);
    if (message === null) {
      expect(result.code).toBe(0);
      expect(jsonLines(result.stdout)).toMatchObject([{ status: 'unique', solution: SOLUTION }]);
      return;
    }
    expectOneSentence(result, message);
    const errors = jsonLines(result.stdout).filter((a) => a.error);
    expect(errors).toEqual([{ error: { code: 'bad_input', line: expect.any(Number), message } }]);
  });
});
