/**
 * `pnpm bench` (contract §6): puzzles per second for every op in ops.ts on the public datasets,
 * ours beside the best JavaScript peer, median of 3 runs, single-threaded.
 *
 *   pnpm bench                 human table
 *   pnpm --silent bench --json one JSON array
 *   --data DIR                 datasets folder (default datasets/ at the repo root)
 *   --quick                    a small subset of each set, for CI
 *   --op NAME[,NAME]           only these ops (e.g. --op count2)
 *   --solver NAME[,NAME]       only these solvers (e.g. --solver sudoku-forge)
 *   --runs N                   timed runs per figure (default 3; the median is reported)
 *   --clock cpu|wall           time by this process's CPU time instead of wall time (default wall);
 *                              steadier when other work shares the machine
 *   --baseline FILE            also time another solver.ts (e.g. `git show HEAD~1:packages/core-solver/src/solver.ts`
 *                              saved beside its geometry.ts and symbols.ts) as solver "baseline", for before/after tables
 *   canon16: canonical forms of dense 16×16 grids (full, 240 and 230 givens, a highly symmetric
 *   grid; bench/canon.ts), built from core-solver's solution grids, with the largest heap as a note
 *   (stream, generate and verify time themselves, in another process or on worker threads:
 *   see stream.ts, generate.ts, verify.ts; generate and verify use every core)
 *   killer sets (count2 only, see killer.ts): the stored zero-given killers and datasets/killer/,
 *   with positions per puzzle (median, max) and how many were decided; with --baseline, the
 *   baseline runs the stored ones and tarek's (the others it cannot decide: minutes of nothing)
 *   --baseline-tree DIR        also run another checkout's generation (DIR/bench/generate.ts, its dependencies
 *                              installed) on the same targets, as solver "baseline", after ours in the same run
 *   --generic                  also time the generic engine on the classic sets (solver "sudoku-forge-generic"; classic
 *                              puzzles normally take the classic fast path), to see that it does not get slower
 *   --op killers-iss           count2 on the published killers (datasets/killer/), ours and, with ISS_DIR naming a
 *                              checkout of sigh/Interactive-Sudoku-Solver, its benchmark on the same puzzles in the same
 *                              run (killers-iss.ts): only when named (minutes); --quick: tarek and extreme only;
 *                              one cold run each unless --runs N is given (then the best of N on both sides); each side
 *                              in a process of its own, ours bundled as the CLI ships
 *   --sources                  killers-iss: time ours in this process from the TypeScript sources (tsx) instead
 *   --op first-screen          the player's first screen in Chromium (see first-screen.ts): only when named, since
 *                              it builds apps/web and needs Chromium; milliseconds to playable beside the 1,000 ms goal
 */
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countSolutions, countSolutionsGeneric } from '@sudoku-forge/core-solver';
import {
  BASELINE_SOLVER,
  baselineOps,
  generateOpFor,
  GENERIC_SOLVER,
  OPS,
  OUR_SOLVER,
  PEER_SOLVER,
  SELF_TIMED_OPS,
  type BenchOp,
  type CountFunction,
  type GenerateFunction,
  type RunContext,
  type ScreenTimes,
  type SelfTimedOp,
  type TimedFigure,
} from './ops.ts';
import { pathToFileURL } from 'node:url';
import { SETS, loadSet, type LoadedSet } from './sets.ts';
import { loadKillerSets, measureKiller, type KillerFigure } from './killer.ts';
import { ISS_SOLVER } from './variants.ts';

export interface Figure {
  op: string;
  set: string;
  count: number;
  perSecond: number;
  runs: number;
  solver: string;
  /** Ours only: our rate divided by the peer's on the same op and set, when the peer ran. */
  ratio?: number;
  /** Killer sets (count2): puzzles decided and unique within the position limit, positions per puzzle. */
  decided?: number;
  unique?: number;
  positionsMedian?: number;
  positionsMax?: number;
  /** first-screen: milliseconds from navigation start (best and median visit to playable, median first-board mark) and the goal. */
  bestMs?: number;
  medianMs?: number;
  firstBoardMs?: number;
  goalMs?: number;
}

interface Options {
  json: boolean;
  quick: boolean;
  dataDir: string;
  runs: number;
  /** --runs was given (ops that time one run by default then repeat too). */
  runsAsked: boolean;
  sources: boolean;
  ops: Set<string> | null;
  solvers: Set<string> | null;
  baseline: string | null;
  baselineTree: string | null;
  generic: boolean;
  clock: 'wall' | 'cpu';
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function usage(message: string): never {
  process.stderr.write(
    `${message}\nusage: pnpm bench [--json] [--quick] [--data DIR] [--op LIST] [--solver LIST] [--runs N] [--clock cpu|wall] [--baseline FILE] [--baseline-tree DIR] [--generic] [--sources]\n`,
  );
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    json: false,
    quick: false,
    dataDir: resolve(repoRoot, 'datasets'),
    runs: 3,
    runsAsked: false,
    sources: false,
    ops: null,
    solvers: null,
    baseline: null,
    baselineTree: null,
    generic: false,
    clock: 'wall',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => argv[++i] ?? usage(`${arg} needs a value`);
    if (arg === '--json') options.json = true;
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--data') options.dataDir = resolve(value());
    else if (arg === '--op') options.ops = new Set(value().split(','));
    else if (arg === '--solver') options.solvers = new Set(value().split(','));
    else if (arg === '--baseline') options.baseline = resolve(value());
    else if (arg === '--baseline-tree') options.baselineTree = resolve(value());
    else if (arg === '--generic') options.generic = true;
    else if (arg === '--sources') options.sources = true;
    else if (arg === '--clock') {
      const clock = value();
      if (clock !== 'cpu' && clock !== 'wall') usage('--clock is cpu or wall');
      options.clock = clock;
    } else if (arg === '--runs') {
      options.runs = Number(value());
      options.runsAsked = true;
      if (!Number.isInteger(options.runs) || options.runs < 1) usage('--runs needs a whole number ≥ 1');
    } else if (arg === '--') continue;
    else usage(`unknown option '${arg}'`);
  }
  return options;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Seconds on the chosen clock since `start()`. */
function stopwatch(clock: 'wall' | 'cpu'): () => number {
  if (clock === 'wall') {
    const start = performance.now();
    return () => (performance.now() - start) / 1000;
  }
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1e6;
  };
}

/** Median items per second over `runs` timed runs, after an untimed warm-up. */
function measure(
  op: BenchOp,
  set: LoadedSet,
  runs: number,
  clock: 'wall' | 'cpu',
  warmUpMs: number,
): { perSecond: number; count: number } {
  const run = op.prepare(set);
  // Warm-up, untimed, for at least warmUpMs: lets the JIT (whose background compiler threads
  // would otherwise count on the cpu clock) settle, so the runs measure steady-state speed.
  const warm = performance.now();
  do run();
  while (performance.now() - warm < warmUpMs);
  const rates: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const elapsed = stopwatch(clock);
    count = run();
    rates.push(count / elapsed());
  }
  return { perSecond: median(rates), count };
}

function formatRate(rate: number | undefined): string {
  if (rate === undefined) return '—';
  // Slow figures (16x16 generation: puzzles per second below 1) keep two decimals.
  return rate < 10 ? rate.toFixed(2) : Math.round(rate).toLocaleString('en-US');
}

function formatScreen(t: ScreenTimes): string {
  return `playable in ${t.bestMs.toLocaleString('en-US')} ms (best), ${t.medianMs.toLocaleString('en-US')} ms (median), board drawn at ${t.firstBoardMs.toLocaleString('en-US')} ms; goal ${t.goalMs.toLocaleString('en-US')} ms`;
}

/**
 * The peer a figure is compared with: the solver its op timed in the same run (variants,
 * killers-iss: Interactive-Sudoku-Solver), else the best JavaScript peer.
 */
function peerOf(figures: readonly Figure[], f: Figure): Figure | undefined {
  const same = (p: Figure) => p.op === f.op && p.set === f.set;
  return (
    figures.find((p) => same(p) && p.solver === ISS_SOLVER) ?? figures.find((p) => same(p) && p.solver === PEER_SOLVER)
  );
}

function printTable(figures: readonly Figure[]): void {
  const rateOf = (solver: string, f: Figure) =>
    figures.find((p) => p.solver === solver && p.op === f.op && p.set === f.set)?.perSecond;
  const hasBaseline = figures.some((f) => f.solver === BASELINE_SOLVER);
  const hasIss = figures.some((f) => f.solver === ISS_SOLVER);
  const peerName = hasIss ? `${PEER_SOLVER} or ${ISS_SOLVER}` : PEER_SOLVER;
  const header = ['op', 'set', 'puzzles', `${OUR_SOLVER}/s`, `${peerName}/s`, 'ratio'];
  if (hasBaseline) header.push('baseline/s', 'vs baseline');
  const hasGeneric = figures.some((f) => f.solver === GENERIC_SOLVER);
  if (hasGeneric) header.push('generic/s', 'vs generic');
  const rows: string[][] = [header];
  for (const f of figures) {
    if (f.solver !== OUR_SOLVER || f.positionsMedian !== undefined || f.medianMs !== undefined) continue;
    const row = [
      f.op,
      f.set,
      String(f.count),
      formatRate(f.perSecond),
      formatRate(peerOf(figures, f)?.perSecond),
      f.ratio === undefined ? '—' : `${f.ratio.toFixed(2)}×`,
    ];
    if (hasBaseline) {
      const base = rateOf(BASELINE_SOLVER, f);
      row.push(formatRate(base), base === undefined ? '—' : `${(f.perSecond / base).toFixed(2)}×`);
    }
    if (hasGeneric) {
      const generic = rateOf(GENERIC_SOLVER, f);
      row.push(formatRate(generic), generic === undefined ? '—' : `${(f.perSecond / generic).toFixed(2)}×`);
    }
    rows.push(row);
  }
  // Figures of other solvers where ours was left out (--solver).
  for (const f of figures) {
    if (
      f.solver === OUR_SOLVER ||
      f.positionsMedian !== undefined ||
      f.medianMs !== undefined ||
      rateOf(OUR_SOLVER, f) !== undefined
    )
      continue;
    rows.push([
      f.op,
      `${f.set} (${f.solver})`,
      String(f.count),
      '—',
      formatRate(f.perSecond),
      '—',
      ...(hasBaseline ? ['—', '—'] : []),
      ...(hasGeneric ? ['—', '—'] : []),
    ]);
  }
  if (rows.length > 1) writeRows(rows);
  printKillerTable(figures);
  printScreenTable(figures);
}

/** Columns padded, numbers (from the third column on) to the right, a rule under the header. */
function writeRows(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  for (const [i, row] of rows.entries()) {
    const line = row.map((cell, col) => (col >= 2 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)));
    process.stdout.write(`${line.join('  ')}\n`);
    if (i === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
}

/** first-screen: milliseconds from navigation start, per viewport, against the goal. */
function printScreenTable(figures: readonly Figure[]): void {
  const screens = figures.filter((f) => f.medianMs !== undefined);
  if (screens.length === 0) return;
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-US'));
  const rows: string[][] = [
    [
      'first screen',
      'solver',
      'visits',
      'playable best ms',
      'median ms',
      'board drawn ms',
      'goal ms',
      'best within goal',
    ],
  ];
  for (const f of screens) {
    rows.push([
      f.set,
      f.solver,
      String(f.count),
      ms(f.bestMs),
      ms(f.medianMs),
      ms(f.firstBoardMs),
      ms(f.goalMs),
      f.bestMs! <= f.goalMs! ? 'yes' : 'no',
    ]);
  }
  process.stdout.write('\n');
  writeRows(rows);
}

/** count2 on the killer sets: rate, decided and positions, ours beside the baseline when it ran. */
function printKillerTable(figures: readonly Figure[]): void {
  const killer = figures.filter((f) => f.positionsMedian !== undefined);
  if (killer.length === 0) return;
  const rows: string[][] = [
    ['killer count2', 'solver', 'puzzles', 'decided', 'unique', 'positions median', 'max', 'per second'],
  ];
  for (const f of killer) {
    rows.push([
      f.set,
      f.solver,
      String(f.count),
      String(f.decided),
      String(f.unique),
      String(f.positionsMedian),
      String(f.positionsMax),
      formatRate(f.perSecond),
    ]);
  }
  process.stdout.write('\n');
  writeRows(rows);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const registry: BenchOp[] = [...OPS];
  let baselineCount: CountFunction | null = null;
  if (options.baseline) {
    const module = (await import(pathToFileURL(options.baseline).href)) as { countSolutions?: CountFunction };
    if (typeof module.countSolutions !== 'function') usage(`${options.baseline} exports no countSolutions`);
    baselineCount = module.countSolutions;
    registry.push(...baselineOps(module.countSolutions));
  }
  if (options.generic) registry.push(...baselineOps(countSolutionsGeneric, GENERIC_SOLVER));
  const chosen = (o: { op: string; solver: string }) =>
    (!options.ops || options.ops.has(o.op)) && (!options.solvers || options.solvers.has(o.solver));
  const ops = registry.filter(chosen);
  const selfTimedOps = [...SELF_TIMED_OPS];
  if (options.baselineTree) {
    const file = resolve(options.baselineTree, 'bench/generate.ts');
    const module = (await import(pathToFileURL(file).href).catch(() => ({}))) as { benchGenerate?: GenerateFunction };
    if (typeof module.benchGenerate !== 'function')
      usage(`${file} exports no benchGenerate (--baseline-tree names a checkout with its dependencies installed)`);
    selfTimedOps.splice(
      selfTimedOps.findIndex((o) => o.op === 'generate') + 1,
      0,
      generateOpFor(module.benchGenerate, BASELINE_SOLVER),
    );
  }
  const selfTimed = selfTimedOps.filter((o) => chosen(o) && (!o.onlyWhenNamed || options.ops?.has(o.op)));
  if (ops.length === 0 && selfTimed.length === 0) usage('no op matches --op/--solver');
  const figures: Figure[] = [];
  const started = performance.now();
  const context: RunContext = {
    quick: options.quick,
    runs: options.runs,
    runsAsked: options.runsAsked,
    sources: options.sources,
    repoRoot,
    note: (text) => process.stderr.write(`  note: ${text}\n`),
  };
  const record = async (op: SelfTimedOp, set: LoadedSet | null) => {
    const timed: TimedFigure[] = await op.measure(set, context);
    for (const t of timed) {
      figures.push({
        op: op.op,
        set: t.set,
        count: t.count,
        perSecond: t.perSecond < 10 ? Math.round(t.perSecond * 1000) / 1000 : Math.round(t.perSecond * 10) / 10,
        runs: t.runs,
        solver: t.solver ?? op.solver,
        ...t.screen,
      });
      if (!options.json)
        process.stderr.write(
          `  ${op.op} ${t.solver ?? op.solver} ${t.set}: ${t.screen ? formatScreen(t.screen) : `${formatRate(t.perSecond)}/s`}\n`,
        );
    }
  };
  for (const spec of SETS) {
    let set: LoadedSet;
    try {
      set = loadSet(options.dataDir, spec, options.quick ? spec.quickTake : spec.take);
    } catch (error) {
      usage(`cannot read the datasets in ${options.dataDir}: ${(error as Error).message}`);
    }
    for (const op of ops) {
      if (!op.appliesTo(spec)) continue;
      const { perSecond, count } = measure(op, set, options.runs, options.clock, options.quick ? 100 : 500);
      figures.push({
        op: op.op,
        set: spec.file,
        count,
        perSecond: Math.round(perSecond * 10) / 10,
        runs: options.runs,
        solver: op.solver,
      });
      if (!options.json) process.stderr.write(`  ${op.op} ${op.solver} ${spec.file}: ${formatRate(perSecond)}/s\n`);
    }
    for (const op of selfTimed) if (op.appliesTo?.(spec)) await record(op, set);
  }
  for (const op of selfTimed) if (!op.appliesTo) await record(op, null);
  if (!options.ops || options.ops.has('count2')) {
    const killerSolvers: [string, CountFunction][] = [];
    if (!options.solvers || options.solvers.has(OUR_SOLVER)) killerSolvers.push([OUR_SOLVER, countSolutions]);
    if (baselineCount && (!options.solvers || options.solvers.has(BASELINE_SOLVER)))
      killerSolvers.push([BASELINE_SOLVER, baselineCount]);
    for (const set of loadKillerSets(repoRoot, options.quick)) {
      const stored = set.name === 'killer/stored-zero-given';
      for (const [solver, count] of killerSolvers) {
        if (solver === BASELINE_SOLVER && !stored && set.name !== 'killer/tarek') continue;
        // Published sets are long and deterministic: one timed run.
        const k: KillerFigure = measureKiller(set, count, stored ? options.runs : 1, () => stopwatch(options.clock));
        figures.push({
          op: 'count2',
          set: k.set,
          count: k.count,
          perSecond: Math.round(k.perSecond * 10) / 10,
          runs: k.runs,
          solver,
          decided: k.decided,
          unique: k.unique,
          positionsMedian: k.positionsMedian,
          positionsMax: k.positionsMax,
        });
        if (!options.json)
          process.stderr.write(
            `  count2 ${solver} ${k.set}: ${formatRate(k.perSecond)}/s, ${k.decided}/${k.count} decided, positions median ${k.positionsMedian}, max ${k.positionsMax}\n`,
          );
      }
    }
  }
  for (const f of figures) {
    if (f.solver !== OUR_SOLVER) continue;
    const peer = peerOf(figures, f);
    // A peer too quick for its own clock (ISS reports whole milliseconds) gives no ratio.
    if (peer && Number.isFinite(peer.perSecond)) f.ratio = Math.round((f.perSecond / peer.perSecond) * 100) / 100;
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } else {
    printTable(figures);
    process.stdout.write(
      `\n${options.runs} timed runs per figure (median, ${options.clock} clock), single thread (stream: the CLI in its own process, from its first answer to its last; generate, verify: one run on worker threads, one per core${figures.some((f) => f.medianMs !== undefined) ? "; first-screen: first visits in Chromium per viewport, milliseconds on the page's clock" : ''}), ${((performance.now() - started) / 1000).toFixed(1)} s in all.\n`,
    );
  }
}

await main();
