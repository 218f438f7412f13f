/**
 * The CLI's NDJSON stream end to end (contract §6 op "stream", issue 7: ≥ 50,000 17-clue verdicts
 * per second): `sudoku solve --json` run as its own Node process from the sources (tsx), the set's
 * lines piped to its stdin, its answers read back and checked.
 *
 * What is timed: from the first answer to the last, over the answers in between. That leaves out
 * the process start (Node + tsx compiling the sources, a fixed ~1 s that a long stream pays once)
 * and measures the steady rate of parse → solve → serialize → write. The lines are written up
 * front, so the command never waits for input. Every answer is checked: a unique status and a
 * solution that keeps the puzzle's givens (a fast wrong answer is worth nothing).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface StreamMeasurement {
  /** Answers counted in the timed window (all but those in the first chunk of output). */
  count: number;
  perSecond: number;
}

const cliRoot = resolve(import.meta.dirname, '../apps/cli');

/** One run: pipes `repeat` copies of the lines through `sudoku solve --json`; resolves with the steady rate. */
export function streamOnce(lines: readonly string[], repeat = 1): Promise<StreamMeasurement> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'solve', '--json'], {
    cwd: cliRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const block = `${lines.join('\n')}\n`;
  const total = lines.length * repeat;
  let written = 0;
  const pump = (): void => {
    while (written < repeat) {
      written++;
      if (!child.stdin.write(block)) {
        child.stdin.once('drain', pump);
        return;
      }
    }
    child.stdin.end();
  };
  pump();

  return new Promise((resolvePromise, reject) => {
    let pending = '';
    let answered = 0;
    let firstAt = 0;
    let answeredBeforeWindow = 0;
    let lastAt = 0;
    let problem: string | null = null;
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const now = performance.now();
      pending += chunk;
      let start = 0;
      for (let end = pending.indexOf('\n'); end >= 0; start = end + 1, end = pending.indexOf('\n', start)) {
        const text = pending.slice(start, end);
        if (problem === null) {
          const puzzle = lines[answered % lines.length]!;
          const answer = JSON.parse(text) as { status?: string; solution?: string | null };
          if (answer.status !== 'unique' || !keepsGivens(puzzle, answer.solution ?? '')) {
            problem = `answer ${answered + 1} (${puzzle}): ${text.slice(0, 160)}`;
          }
        }
        answered++;
      }
      pending = pending.slice(start);
      if (firstAt === 0) {
        firstAt = now;
        answeredBeforeWindow = answered;
      }
      lastAt = now;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (problem !== null) return reject(new Error(`stream: wrong answer: ${problem}`));
      if (code !== 0 || answered !== total) {
        return reject(
          new Error(`stream: exit ${code}, ${answered}/${total} answers${stderr ? `: ${stderr.slice(0, 300)}` : ''}`),
        );
      }
      const count = answered - answeredBeforeWindow;
      const seconds = (lastAt - firstAt) / 1000;
      if (count <= 0 || seconds <= 0)
        return reject(new Error('stream: too few lines to time (the output came in one chunk)'));
      resolvePromise({ count, perSecond: count / seconds });
    });
  });
}

/** Whether an 81-character solution keeps every given of the puzzle line. */
function keepsGivens(puzzle: string, solution: string): boolean {
  if (solution.length !== puzzle.length) return false;
  for (let i = 0; i < puzzle.length; i++) {
    const given = puzzle[i]!;
    if (given !== '.' && given !== '0' && given !== solution[i]) return false;
  }
  return true;
}
