/**
 * Makes puzzles for the stored pools (a thin wrapper over @sudoku-forge/generator).
 *
 *   tsx tools/generate-puzzles.ts VARIANT COUNT [--level L] [--seed S] [--budget SECONDS]
 *       [--out DIR] [--workers N] [--shard i/n] [--symmetry rotational] [--fill] [--quiet]
 *   tsx tools/generate-puzzles.ts --all [--budget SECONDS]   (every pool up to its target size)
 *
 * Progress goes to stderr; Ctrl-C stops cleanly and keeps what was found.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GenerateUsageError, runGenerateCommand } from '@sudoku-forge/generator';

const DEFAULT_OUT = resolve(import.meta.dirname, '../data/puzzles');

/** The script's flags (node:util parseArgs); throws on an unknown or malformed one. */
function parseGenerateArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      level: { type: 'string' },
      seed: { type: 'string' },
      attempts: { type: 'string' },
      budget: { type: 'string' },
      out: { type: 'string' },
      workers: { type: 'string' },
      shard: { type: 'string' },
      symmetry: { type: 'string' },
      fill: { type: 'boolean' },
      all: { type: 'boolean' },
      quiet: { type: 'boolean' },
      manifest: { type: 'boolean' },
    },
  });
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseGenerateArgs>;
  try {
    parsed = parseGenerateArgs();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.shard !== undefined && values.out === undefined) {
    console.error(
      '--shard makes one shard of a run in its own folder: give --out DIR (a copy of the pools to extend, or an empty folder), then merge-puzzles.ts combines the shards into the pools',
    );
    return 2;
  }
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  try {
    await runGenerateCommand(
      {
        positionals,
        out: values.out !== undefined ? resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : DEFAULT_OUT,
        ...(values.level !== undefined ? { level: values.level } : {}),
        ...(values.seed !== undefined ? { seed: values.seed } : {}),
        ...(values.attempts !== undefined ? { attempts: values.attempts } : {}),
        ...(values.budget !== undefined ? { budget: values.budget } : {}),
        ...(values.workers !== undefined ? { workers: values.workers } : {}),
        ...(values.shard !== undefined ? { shard: values.shard } : {}),
        ...(values.symmetry !== undefined ? { symmetry: values.symmetry } : {}),
        fill: values.fill === true,
        all: values.all === true,
        quiet: values.quiet === true,
        manifest: values.manifest === true,
      },
      (line) => console.error(line),
      controller.signal,
    );
    return 0;
  } catch (error) {
    if (error instanceof GenerateUsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
