/**
 * Issue 31 §2: verify's memory does not grow with the size of a pool file. A pool of 400,000
 * records (about 80 MB of text) is verified, with a stand-in worker that answers at once, in a
 * child process whose heap is capped at 96 MB: reading the whole file, or parsing it into one
 * array, does not fit there. What does grow with the pools is the duplicate check's memory — each
 * id and a 16-byte digest of each canonical form, about 100 bytes a record — which is in the cap.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, expect, it } from 'vitest';

const RECORDS = 400_000;
const HEAP_MB = 96;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A distinct 81-character puzzle string for each n (the stand-in worker takes it as the canonical form). */
function puzzleOf(n: number): string {
  return `${String(n).padStart(9, '0')}${'.'.repeat(72)}`;
}

async function writeBigPool(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('[\n');
  for (let n = 1; n <= RECORDS; n++) {
    const record = {
      id: `classic-easy-${String(n).padStart(6, '0')}`,
      variant: 'classic',
      level: 'easy',
      puzzle: puzzleOf(n),
      clues: 9,
      techniques: ['full house', 'naked single'],
      seed: n,
    };
    await write(`${JSON.stringify(record)}${n < RECORDS ? ',' : ''}\n`);
  }
  await write(']\n');
  out.end();
  await once(out, 'close');
}

function runCapped(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const helper = join(import.meta.dirname, 'verify-memory.test-helper.ts');
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', helper, dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

it(`verifies a pool of ${RECORDS} records with a ${HEAP_MB} MB heap`, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'verify-memory-'));
  dirs.push(dir);
  await mkdir(join(dir, 'classic'));
  await writeBigPool(join(dir, 'classic', 'easy.json'));
  const run = await runCapped(dir);
  expect(run.stderr).not.toMatch(/heap out of memory/u);
  expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 0, stdout: `${RECORDS} 0\n` });
});
