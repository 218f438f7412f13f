/**
 * Runs the real `sudoku` command (through tsx, from source) for the CLI tests.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(cliRoot, 'node_modules', '.bin', 'tsx');
const main = join(cliRoot, 'src', 'main.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sudoku ...args`, feeding `stdin` if given (an empty stdin otherwise). */
export function runCli(args: readonly string[], stdin = '', env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tsx, [main, ...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Parses every stdout line as JSON. */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
