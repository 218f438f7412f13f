/**
 * The player's first screen (op "first-screen", only when named: `pnpm bench --op first-screen`):
 * how long after navigation start a first visit can play, against the goal of 1 s (issue 13 §4;
 * measured here, not asserted in a test: issue 29 §1). The measurement is apps/web's
 * scripts/first-screen.ts, run as its own process from the sources (tsx), where the player's
 * build, playwright-core and Chromium are: it builds the player into a temporary folder, serves it
 * on 127.0.0.1, and on a desktop (1280×900) and a phone (390×844) times N first visits (empty
 * cache, service workers blocked) from navigation start to a digit entered in the first blank
 * cell, with the app's sudoku-forge:first-board mark. About 40 s with 3 visits per viewport.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** One viewport's figure as the script prints it (apps/web/scripts/first-screen.ts FirstScreenFigure). */
export interface FirstScreenMeasurement {
  set: string;
  count: number;
  playableMs: number[];
  firstBoardMs: number[];
  bestMs: number;
  medianMs: number;
  medianFirstBoardMs: number;
  goalMs: number;
  loadPerCore: number;
}

const webRoot = resolve(import.meta.dirname, '../apps/web');

/** Runs the script with `runs` timed visits per viewport; its progress and Vite's warnings go to stderr. */
export function measureFirstScreen(runs: number): Promise<FirstScreenMeasurement[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/first-screen.ts', '--json', '--runs', String(runs)],
    {
      cwd: webRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`first-screen: apps/web/scripts/first-screen.ts ended with ${signal ?? `exit code ${code}`}`));
        return;
      }
      try {
        resolvePromise(JSON.parse(stdout) as FirstScreenMeasurement[]);
      } catch {
        reject(new Error(`first-screen: the script printed no figures: ${stdout.slice(0, 200)}`));
      }
    });
  });
}
