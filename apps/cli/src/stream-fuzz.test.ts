import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;

/** Lines a careless script might send: garbage, near-misses of grids and records, control characters. */
const hostileLine = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.integer({ min: 0, max: 81 }).map((k) => WIKIPEDIA.slice(0, k)),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('x', '\u0000', '\u001b', 'é', '{', '"'))
    .map(([i, ch]) => WIKIPEDIA.slice(0, i) + ch + WIKIPEDIA.slice(i + 1)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      puzzle: fc.string({ maxLength: 90 }),
      variant: fc.constantFrom('classic', 'killer', 'irregular', 'nope', 7),
    })
    .map((r) => JSON.stringify(r)),
  fc.constant(WIKIPEDIA),
);

/** What the stream answers for: non-empty lines that are not comments (after trimming). */
function counted(line: string): boolean {
  const text = line.trim();
  return text.length > 0 && !text.startsWith('#');
}

describe('sudoku solve stream under hostile input', () => {
  it('answers every line exactly once, in order, with a verdict or an error object', async () => {
    const lines = fc.sample(hostileLine, { numRuns: 400, seed: 20261202 }).map((l) => l.replace(/[\r\n]/gu, ' '));
    const run = await runCli(['solve', '--json', '--limit', '2000'], `${lines.join('\n')}\n`);
    const expected = lines.filter(counted);
    const answers = jsonLines(run.stdout);
    expect(answers).toHaveLength(expected.length);
    answers.forEach((answer, i) => {
      if ('error' in answer) {
        const error = answer.error as { code: string; message: string; line: number };
        expect(error.code).toBe('bad_input');
        expect(error.message).toMatch(/^line \d+: /u);
        expect(error.message.length).toBeLessThan(300);
      } else {
        expect(['unique', 'multiple', 'none', 'invalid', 'undecided']).toContain(answer.status);
      }
      if (expected[i] === WIKIPEDIA) expect(answer.status).toBe('unique');
    });
    expect(run.stderr).not.toContain('internal error');
    expect(run.stderr).not.toContain('    at ');
  });

  it('answers a 1 MB line with a short error', async () => {
    const run = await runCli(['solve', '--json'], `${'1'.repeat(1 << 20)}\n${WIKIPEDIA}\n`);
    const [first, second] = jsonLines(run.stdout);
    expect(first).toEqual({
      error: { code: 'bad_input', message: 'line 1: expected 81 cells, got 1048576 in the puzzle', line: 1 },
    });
    expect(second).toMatchObject({ status: 'unique' });
  });
});
