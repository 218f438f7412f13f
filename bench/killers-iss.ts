/**
 * `--op killers-iss` (issue 26 §3): count-to-two on the published zero-given killers of
 * datasets/killer/ (tarek, extreme, mathemagic: all taken from Interactive-Sudoku-Solver's
 * data/collections.js, see the README there), ours and Interactive-Sudoku-Solver's side by side in
 * one run. With ISS_DIR naming a checkout of sigh/Interactive-Sudoku-Solver, its own benchmark
 * (tools/perf/benchmark_puzzles.js, no backtrack cap, two solutions) solves the same puzzles by
 * collection name, in its own process, right after ours; the notes give per puzzle both times, our
 * positions beside its guesses (search size against speed per node), and per set and over all the
 * total and median times and their ratios. Without ISS_DIR only ours is timed.
 *
 * Each side runs in a fresh Node process of its own: ours is killers-run.ts bundled the way the
 * CLI ships (Vite, plain Node), theirs its ES modules as its benchmark loads them. `pnpm bench
 * --sources` times ours in the bench's process from the TypeScript sources instead: under tsx the
 * same counter runs about an eighth slower (2026-12-07, tarek's third warm pass, eight alternating
 * runs each: the sources as ES modules compiled file by file, plain Node, 567–594 ms; the bundle
 * 571–590 ms; tsx on the sources 656–670 ms), and after the bench's other ops its JIT is no longer
 * cold.
 *
 * Both clocks are wall clocks around the search alone: ours after building the counter's tables
 * (prepareCount, a fresh geometry per puzzle), theirs after SudokuBuilder.build. One timed run
 * each, cold (the searches are deterministic and the full sets long: all 61 take minutes); with
 * `--runs N` the best of N per puzzle on both sides (ours N counts in a row, each on a fresh
 * geometry; ISS's `--repeat N`), which leaves out the JIT's warm-up of the first puzzles; `--quick`
 * takes tarek and extreme only (47 puzzles; mathemagic's fourteen are most of the time on both
 * sides). Only when named, since a plain `pnpm bench` should not take minutes more.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { NODE_BUNDLE } from '../apps/cli/vite.config.ts';
import { countKillers, type KillerCount } from './killers-run.ts';
import type { RunContext, SelfTimedOp, TimedFigure } from './ops.ts';
import { ISS_SOLVER } from './variants.ts';

/** Our sets and how ISS names their puzzles: a collection (entry i is our puzzle i + 1) or one name per puzzle. */
const SETS: readonly {
  file: string;
  quick: boolean;
  iss: { collection: string } | { names: Record<string, string> };
}[] = [
  { file: 'tarek', quick: true, iss: { collection: 'TAREK_ALL' } },
  {
    file: 'extreme',
    quick: true,
    iss: {
      names: {
        'wecoc-1': 'Wecoc #1',
        'wecoc-1-mod-a': 'Wecoc #1 [mod A]',
        'wecoc-1-mod-b': 'Wecoc #1 [mod B]',
        'wecoc-2': 'Wecoc #2',
        'tarek-unsolvable-41': 'tarek unsolvable #41',
      },
    },
  },
  { file: 'mathemagic', quick: false, iss: { collection: 'MATHEMAGIC_KILLERS' } },
];

interface Row extends KillerCount {
  iss: string;
  issMs?: number;
  issGuesses?: number;
}

/**
 * Our count-to-two per puzzle (killers-run.ts): bundled as the CLI is and run in a Node process of
 * its own, as the product ships and as ISS's side runs; with `sources`, in this process from the
 * TypeScript sources (tsx). Each row gets ISS's name for its puzzle.
 */
async function ours(context: RunContext, repeat: number): Promise<Row[]> {
  const sets = SETS.filter((set) => !context.quick || set.quick);
  const files = sets.map((set) => set.file);
  const counts = context.sources
    ? countKillers(context.repoRoot, files, repeat)
    : await inItsOwnProcess(context.repoRoot, files, repeat);
  return counts.map((row) => {
    const set = sets.find((s) => s.file === row.set)!;
    const iss = 'collection' in set.iss ? `${set.iss.collection}#${row.index}` : set.iss.names[row.id]!;
    return { ...row, iss };
  });
}

/** Bundles killers-run.ts into a temporary folder (Vite, with apps/cli/vite.config.ts's NODE_BUNDLE), runs it with plain Node, reads its rows. */
async function inItsOwnProcess(repoRoot: string, files: readonly string[], repeat: number): Promise<KillerCount[]> {
  const out = mkdtempSync(join(tmpdir(), 'sudoku-forge-killers-'));
  try {
    await build({
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'warn',
      build: {
        ...NODE_BUNDLE.build,
        ssr: join(import.meta.dirname, 'killers-run.ts'),
        outDir: out,
        rollupOptions: { output: { ...NODE_BUNDLE.output, entryFileNames: 'killers-run.js' } },
      },
      ssr: NODE_BUNDLE.ssr,
    });
    const json = execFileSync(
      process.execPath,
      [join(out, 'killers-run.js'), '--root', repoRoot, '--sets', files.join(','), '--repeat', String(repeat)],
      { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(json) as KillerCount[];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Fills in ISS's time and guesses per row; false without ISS_DIR. A status that disagrees with our count throws. */
function theirs(rows: Row[], context: RunContext, repeat: number): boolean {
  const dir = process.env.ISS_DIR;
  if (!dir) {
    context.note(
      'killers-iss: set ISS_DIR to a checkout of sigh/Interactive-Sudoku-Solver to time it on the same killers',
    );
    return false;
  }
  const script = join(dir, 'tools/perf/benchmark_puzzles.js');
  if (!existsSync(script)) {
    context.note(`killers-iss: ${script} is missing; Interactive-Sudoku-Solver not timed`);
    return false;
  }
  const selectors = new Set<string>();
  for (const set of SETS) {
    if (!rows.some((r) => r.set === set.file)) continue;
    if ('collection' in set.iss) selectors.add(set.iss.collection);
    else for (const name of Object.values(set.iss.names)) selectors.add(name);
  }
  const out = execFileSync(
    process.execPath,
    [script, '--max-backtracks', 'none', '--puzzles', [...selectors].join(','), '--json', '--repeat', String(repeat)],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const byName = new Map(
    (JSON.parse(out) as { puzzle: string; status: string; ms: number; guesses: number }[]).map((r) => [r.puzzle, r]),
  );
  for (const row of rows) {
    const r = byName.get(row.iss);
    if (!r) continue;
    const want = row.solutions === 1 ? 'unique' : 'multiple';
    if (r.status !== want)
      throw new Error(`killers-iss: ${row.id} (${row.iss}): ISS says ${r.status}, we count ${row.solutions}`);
    row.issMs = r.ms;
    row.issGuesses = r.guesses;
  }
  return true;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** "label: n puzzles — total ours … ISS … (ratio); median …" over rows timed on both sides. */
function summary(label: string, rows: readonly Row[]): string {
  const both = rows.filter((r) => r.issMs !== undefined);
  const mine = both.map((r) => r.ms);
  const peer = both.map((r) => r.issMs!);
  return (
    `killers-iss ${label}: ${both.length} puzzles — total ours ${sum(mine).toFixed(0)} ms, ISS ${sum(peer).toFixed(0)} ms (ours/ISS ${(sum(mine) / sum(peer)).toFixed(2)}); ` +
    `median ours ${median(mine).toFixed(1)} ms, ISS ${median(peer).toFixed(1)} ms (ours/ISS ${(median(mine) / median(peer)).toFixed(2)}); ` +
    `positions/guesses median ${median(both.map((r) => r.positions / r.issGuesses!)).toFixed(2)}`
  );
}

export const killersIssOp: SelfTimedOp = {
  op: 'killers-iss',
  solver: 'sudoku-forge',
  onlyWhenNamed: true,
  async measure(_set, context) {
    const repeat = context.runsAsked ? context.runs : 1;
    const rows = await ours(context, repeat);
    const timed = theirs(rows, context, repeat);
    const figures: TimedFigure[] = [];
    for (const set of SETS) {
      const list = rows.filter((r) => r.set === set.file);
      if (list.length === 0) continue;
      figures.push({
        set: `killer/${set.file}`,
        count: list.length,
        perSecond: (1000 * list.length) / sum(list.map((r) => r.ms)),
        runs: repeat,
      });
      if (timed && list.every((r) => r.issMs !== undefined)) {
        figures.push({
          set: `killer/${set.file}`,
          count: list.length,
          perSecond: (1000 * list.length) / sum(list.map((r) => r.issMs!)),
          runs: repeat,
          solver: ISS_SOLVER,
        });
      }
    }
    if (!timed) return figures;
    const lines = rows.map(
      (r) =>
        `  ${r.id.padEnd(20)} ours ${r.ms.toFixed(1).padStart(8)} ms ${String(r.positions).padStart(7)} positions   ` +
        `ISS ${r.issMs === undefined ? '       —' : r.issMs.toFixed(1).padStart(8)} ms ${String(r.issGuesses ?? '—').padStart(7)} guesses   ` +
        `ours/ISS ${r.issMs === undefined ? '—' : (r.ms / r.issMs).toFixed(2)}`,
    );
    const how = repeat === 1 ? 'one run each' : `best of ${repeat} each`;
    context.note(`killers-iss: count2, ${how}, same run, wall clock\n${lines.join('\n')}`);
    for (const set of SETS)
      if (rows.some((r) => r.set === set.file))
        context.note(
          summary(
            set.file,
            rows.filter((r) => r.set === set.file),
          ),
        );
    context.note(summary('all', rows));
    return figures;
  },
};
