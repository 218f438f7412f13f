/**
 * Soak test for the stream (issue 8): pipes LINES puzzle lines (default 1,000,000) through
 * `sudoku solve --json`, with one bad line in the middle, and reports the command's peak memory,
 * its speed, whether every answer came back in order and whether the bad line touched only its
 * own answer. Too slow for CI; apps/cli/src/robustness.test.ts runs the same check on 100,000.
 *
 *   tsx tools/stream-soak.ts [LINES]        exit 1 when order, isolation or the 300 MB bound fails
 *
 * The command runs in one Node process (`node --import tsx`), so the peak is its own: a tiny
 * `--import` reports process.resourceUsage().maxRSS on stderr as it exits.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const TEXTBOOK_SOLUTION = WIKIPEDIA.solution;
const LIMIT_BYTES = 300 * 1024 * 1024;
const total = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(total) || total < 2) {
  console.error('usage: stream-soak.ts [LINES]   (a whole number ≥ 2)');
  process.exit(2);
}
const badAt = Math.floor(total / 2);
const cliRoot = resolve(import.meta.dirname, '../apps/cli');
const reporter = `data:text/javascript,${encodeURIComponent(
  "import {writeSync} from 'node:fs'; process.on('exit', () => writeSync(2, 'SOAK_MAX_RSS=' + process.resourceUsage().maxRSS * 1024 + '\\n'));",
)}`;

/** Line k: the textbook solution relabelled by k with 1 + k % 20 cells blanked (unique, singles only). */
function line(k: number): string {
  const shift = k % 9;
  const start = (k * 7) % 81;
  const cells = [...TEXTBOOK_SOLUTION].map((d) => String(((Number(d) - 1 + shift) % 9) + 1));
  for (let i = 0; i <= k % 20; i++) cells[(start + i * 4) % 81] = '.';
  return cells.join('');
}
function signature(k: number): string {
  return `${80 - (k % 20)}:${((Number(TEXTBOOK_SOLUTION[0]) - 1 + (k % 9)) % 9) + 1}`;
}

const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', '--import', reporter, 'src/main.ts', 'solve', '--json'], {
  cwd: cliRoot,
  stdio: ['pipe', 'pipe', 'pipe'],
});

let next = 0;
function pump(): void {
  while (next < total) {
    let chunk = '';
    for (let i = 0; i < 2000 && next < total; i++, next++)
      chunk += `${next === badAt ? `${line(next).slice(0, 80)}x` : line(next)}\n`;
    if (!child.stdin.write(chunk)) {
      child.stdin.once('drain', pump);
      return;
    }
  }
  child.stdin.end();
}
pump();

let pending = '';
let answered = 0;
let outOfOrder = 0;
let badLineOk = false;
let firstProblem = '';
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  pending += chunk;
  const parts = pending.split('\n');
  pending = parts.pop()!;
  for (const part of parts) {
    const answer = JSON.parse(part) as {
      status?: string;
      givens?: number;
      solution?: string;
      error?: { line: number };
    };
    if (answered === badAt) badLineOk = answer.error?.line === badAt + 1;
    else if (answer.status !== 'unique' || `${answer.givens}:${answer.solution?.[0]}` !== signature(answered)) {
      outOfOrder++;
      firstProblem ||= `answer ${answered + 1}: ${part.slice(0, 100)}`;
    }
    answered++;
  }
});
let stderr = '';
child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

child.on('close', (code) => {
  const seconds = (performance.now() - started) / 1000;
  const rss = Number(/SOAK_MAX_RSS=(\d+)/u.exec(stderr)?.[1] ?? NaN);
  const otherStderr = stderr.replace(/SOAK_MAX_RSS=\d+\n?/u, '').trim();
  const ok = answered === total && outOfOrder === 0 && badLineOk && rss < LIMIT_BYTES;
  console.log(
    JSON.stringify(
      {
        lines: total,
        answered,
        inOrder: outOfOrder === 0,
        badLineIsolated: badLineOk,
        exitCode: code,
        peakRssMB: Math.round((rss / 1024 / 1024) * 10) / 10,
        seconds: Math.round(seconds * 10) / 10,
        linesPerSecond: Math.round(total / seconds),
        stderr: otherStderr.slice(0, 200),
        ...(firstProblem ? { firstProblem } : {}),
        ok,
      },
      null,
      2,
    ),
  );
  process.exitCode = ok ? 0 : 1;
});
