/**
 * The registry of everything `pnpm bench` measures. One entry per (operation, solver): it says
 * which sets it runs on and prepares a timed `run` for a set. Work that is not the operation
 * itself (reading files, splitting lines) happens in `prepare`; `run` does the operation on every
 * item, checks each answer against what the set is known to be (a fast wrong answer is worth
 * nothing), and returns how many items it processed.
 *
 * To add an op: append a BenchOp to OPS. Ops that run in another process or on worker threads
 * (stream, generate, verify, first-screen) time themselves instead: a SelfTimedOp in
 * SELF_TIMED_OPS, which returns its figures with their own `set` label (for generate:
 * "variant/level"; for first-screen: the viewport).
 */
import { DancingLinks } from 'dancing-links';
import { countSolutions, geometryFor, parseGrid } from '@sudoku-forge/core-solver';
import { benchDenseCanon, prepareCanon } from './canon.ts';
import { benchGenerate, GENERATE_TARGETS, type GenerateFigure, type GenerateTarget } from './generate.ts';
import { prepareGrade } from './grade.ts';
import { agreementText, prepareSeRate, SE_RATED_FILES, seAgreement } from './se-rate.ts';
import type { LoadedSet, SetSpec } from './sets.ts';
import { measureFirstScreen } from './first-screen.ts';
import { streamOnce } from './stream.ts';
import { benchVerify } from './verify.ts';
import { variantsOp } from './variants.ts';
import { killersIssOp } from './killers-iss.ts';

export type OpName =
  | 'count2'
  | 'first'
  | 'grade'
  | 'se-rate'
  | 'generate'
  | 'canon'
  | 'canon16'
  | 'verify'
  | 'stream'
  | 'first-screen'
  | 'variants'
  | 'killers-iss';

export const OUR_SOLVER = 'sudoku-forge';
export const PEER_SOLVER = 'dancing-links';

export interface BenchOp {
  readonly op: OpName;
  readonly solver: string;
  /** Whether the op runs on this dataset. */
  appliesTo(set: SetSpec): boolean;
  /** Untimed set-up for one set; returns the timed run (returns the number of items done). */
  prepare(set: LoadedSet): () => number;
}

/** What a self-timed op is told about the bench run. */
export interface RunContext {
  readonly quick: boolean;
  /** Timed runs asked for (--runs); an op may do fewer when one run is long and deterministic. */
  readonly runs: number;
  /** Whether --runs was given: an op that times one run unless asked (killers-iss) repeats only then. */
  readonly runsAsked: boolean;
  /** --sources: an op that runs our code bundled in a process of its own (killers-iss) runs it here from the sources. */
  readonly sources: boolean;
  readonly repoRoot: string;
  /** Notes for the person reading (stderr): why an op was skipped, a warning. */
  note(text: string): void;
}

/** Milliseconds of the first-screen op (first-screen.ts), beside its figure. */
export interface ScreenTimes {
  /** Navigation start → a digit entered in the first blank cell: the best and the median visit. */
  readonly bestMs: number;
  readonly medianMs: number;
  /** Navigation start → the app's sudoku-forge:first-board mark, median. */
  readonly firstBoardMs: number;
  /** The goal: a playable board within this many milliseconds. */
  readonly goalMs: number;
}

/** One figure of a self-timed op, before the runner adds op and solver. */
export interface TimedFigure {
  readonly set: string;
  readonly count: number;
  readonly perSecond: number;
  readonly runs: number;
  readonly screen?: ScreenTimes;
  /** A peer timed by the same op in the same run (variants: Interactive-Sudoku-Solver); else the op's solver. */
  readonly solver?: string;
}

/**
 * An op that times itself because it runs in other processes or threads (stream, generate,
 * verify), so the runner's warm-up-and-repeat loop does not fit. With `appliesTo` it runs once
 * per matching dataset (`set` given); without, once after the datasets (`set` null).
 */
export interface SelfTimedOp {
  readonly op: OpName;
  readonly solver: string;
  /** Left out of a run unless named (--op): it needs what a plain run does not (first-screen: Chromium, a build). */
  readonly onlyWhenNamed?: boolean;
  appliesTo?(set: SetSpec): boolean;
  measure(set: LoadedSet | null, context: RunContext): Promise<TimedFigure[]>;
}

/** Solutions the op must find for every puzzle of the set (first: 1; count2: 1 or 2). */
function expectedCount(op: 'count2' | 'first', set: SetSpec): number {
  return op === 'first' ? 1 : set.solutions === 'unique' ? 1 : 2;
}

function wrongAnswer(op: string, solver: string, set: LoadedSet, index: number, got: string, want: number): Error {
  return new Error(
    `${solver} ${op} on ${set.spec.file} puzzle ${index + 1} (${set.lines[index]}): got ${got}, expected ${want}`,
  );
}

/**
 * A counter (ours, or another build of it) as an op: count to two (the uniqueness proof) or stop
 * at the first solution; an undecided or wrong count fails the bench.
 */
function counterOp(op: 'count2' | 'first', count: CountFunction, solver: string): BenchOp {
  return {
    op,
    solver,
    appliesTo: () => true,
    prepare(set) {
      const geometry = geometryFor('classic');
      const puzzles = set.lines.map((line) => parseGrid(line, 9));
      const want = expectedCount(op, set.spec);
      const limit = op === 'count2' ? 2 : 1;
      return () => {
        for (let i = 0; i < puzzles.length; i++) {
          const result = count(geometry, puzzles[i]!, { limit });
          if (result.solutions !== want || !result.decided) {
            throw wrongAnswer(op, solver, set, i, `${result.solutions} (decided: ${result.decided})`, want);
          }
        }
        return puzzles.length;
      };
    },
  };
}

/**
 * Sudoku as exact cover for dancing-links (as in its own sudoku benchmark), with one courtesy:
 * blank cells only get rows for digits no given in the same row, column or box already uses.
 * Columns: 81 cell + 81 row·digit + 81 column·digit + 81 box·digit = 324.
 */
function exactCoverRows(givens: Uint8Array): { data: number; columnIndices: number[] }[] {
  const used = new Uint16Array(27); // rows 0–8, columns 9–17, boxes 18–26: digits the givens use
  for (let cell = 0; cell < 81; cell++) {
    const d = givens[cell]!;
    if (d === 0) continue;
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const bit = 1 << (d - 1);
    used[r] = used[r]! | bit;
    used[9 + c] = used[9 + c]! | bit;
    used[18 + b] = used[18 + b]! | bit;
  }
  const rows: { data: number; columnIndices: number[] }[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const given = givens[cell]!;
    const blocked = used[r]! | used[9 + c]! | used[18 + b]!;
    for (let d = 1; d <= 9; d++) {
      if (given !== 0 ? d !== given : (blocked & (1 << (d - 1))) !== 0) continue;
      const k = d - 1;
      rows.push({ data: cell * 9 + k, columnIndices: [cell, 81 + r * 9 + k, 162 + c * 9 + k, 243 + b * 9 + k] });
    }
  }
  return rows;
}

/** The best JavaScript peer (ANCHORS.md), measured in the same run on the same puzzles. */
function dancingLinksOp(op: 'count2' | 'first'): BenchOp {
  return {
    op,
    solver: PEER_SOLVER,
    appliesTo: () => true,
    prepare(set) {
      const dlx = new DancingLinks<number>();
      const puzzles = set.lines.map((line) => parseGrid(line, 9));
      const want = expectedCount(op, set.spec);
      return () => {
        for (let i = 0; i < puzzles.length; i++) {
          const solver = dlx.createSolver({ columns: 324 });
          solver.addSparseConstraints(exactCoverRows(puzzles[i]!));
          const found = op === 'count2' ? solver.find(2).length : solver.findOne().length;
          if (found !== want) throw wrongAnswer(op, PEER_SOLVER, set, i, String(found), want);
        }
        return puzzles.length;
      };
    },
  };
}

/** A solver module to compare against (bench --baseline FILE): anything exporting countSolutions. */
export type CountFunction = typeof countSolutions;
export const BASELINE_SOLVER = 'baseline';

/**
 * Our generic engine (the one every variant uses) run on the classic sets, which normally take the
 * classic fast path: `--generic` times it beside, so it is seen not to get slower.
 */
export const GENERIC_SOLVER = 'sudoku-forge-generic';

/** Our ops run with another build of the counter (e.g. the solver.ts of an older commit, or the generic engine). */
export function baselineOps(count: CountFunction, solver: string = BASELINE_SOLVER): BenchOp[] {
  return (['count2', 'first'] as const).map((op) => counterOp(op, count, solver));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The stream repeats the set's lines this many times per run: 30 × 1,000 lines (about a third of
 * a second), or with --quick 50 × 100 (long enough that the first output chunk is a small part).
 */
const STREAM_REPEAT = 30;
const STREAM_REPEAT_QUICK = 50;

/** `sudoku solve --json` on stdin, end to end, in its own process (see stream.ts). */
const streamOp: SelfTimedOp = {
  op: 'stream',
  solver: OUR_SOLVER,
  appliesTo: (set) => set.file === 'puzzles2_17_clue',
  async measure(set, context) {
    const lines = set!.lines;
    const rates: number[] = [];
    let count = 0;
    for (let i = 0; i < context.runs; i++) {
      const run = await streamOnce(lines, context.quick ? STREAM_REPEAT_QUICK : STREAM_REPEAT);
      rates.push(run.perSecond);
      count = run.count;
    }
    return [{ set: set!.spec.file, count, perSecond: median(rates), runs: context.runs }];
  },
};

/** bench/generate.ts's benchGenerate, of this checkout or another (an older one's figure may lack perCpuSecond). */
export type GenerateFunction = (
  target: GenerateTarget,
  quick: boolean,
) => Promise<(Omit<GenerateFigure, 'perCpuSecond'> & { perCpuSecond?: number }) | null>;

/**
 * Generation runs are long and deterministic (fixed seed): one run per figure. With another
 * checkout's benchGenerate (bench --baseline-tree), the same targets made by that code: what an
 * older generator did for the same asks (before issue 15, killers with givens).
 */
export function generateOpFor(generate: GenerateFunction, solver: string): SelfTimedOp {
  return {
    op: 'generate',
    solver,
    async measure(_set, context) {
      const figures: TimedFigure[] = [];
      for (const target of GENERATE_TARGETS) {
        let figure: Awaited<ReturnType<GenerateFunction>>;
        try {
          figure = await generate(target, context.quick);
        } catch (error) {
          if (solver === OUR_SOLVER) throw error;
          context.note(
            `generate ${solver} ${target.variant}/${target.level}: failed (${(error as Error).message.split('\n')[0]})`,
          );
          continue;
        }
        if (!figure) continue;
        const { perCpuSecond, ...rest } = figure;
        figures.push({ ...rest, runs: 1 });
        if (perCpuSecond !== undefined) {
          context.note(
            `generate ${solver} ${figure.set}: ${perCpuSecond.toFixed(2)} per CPU-second (one core's rate, worker threads included)`,
          );
        }
      }
      return figures;
    },
  };
}

const generateOp = generateOpFor(benchGenerate, OUR_SOLVER);

/** Verifying the committed pools (data/puzzles), once: it takes tens of seconds when they are full. */
const verifyOp: SelfTimedOp = {
  op: 'verify',
  solver: OUR_SOLVER,
  async measure(_set, context) {
    if (context.quick) {
      context.note('verify: skipped with --quick (it reads every stored puzzle)');
      return [];
    }
    const dir = `${context.repoRoot}/data/puzzles`;
    const figure = await benchVerify(dir);
    if (!figure) {
      context.note(`verify: skipped, no stored pools in ${dir}`);
      return [];
    }
    if (figure.failures > 0) context.note(`verify: ${figure.failures} failures in ${dir} (run pnpm verify)`);
    return [{ set: 'data/puzzles', count: figure.count, perSecond: figure.perSecond, runs: 1 }];
  },
};

/** Canonical forms of dense 16×16 grids (bench/canon.ts), with the largest heap seen as a note. */
const denseCanonOp: SelfTimedOp = {
  op: 'canon16',
  solver: OUR_SOLVER,
  async measure(_set, context) {
    return benchDenseCanon(context.quick, context.runs).map(({ set, count, perSecond, heapMb }) => {
      context.note(`canon16 ${set}: heap at most ${heapMb} MB`);
      return { set, count, perSecond, runs: context.runs };
    });
  },
};

/**
 * The player's first screen in Chromium (first-screen.ts): per viewport, a figure whose perSecond
 * is 1000 / the median milliseconds (first screens per second, so higher is better as for every
 * op), with the milliseconds themselves beside it. Only when named: it builds apps/web and needs
 * Chromium, and a plain run should need neither.
 */
const firstScreenOp: SelfTimedOp = {
  op: 'first-screen',
  solver: OUR_SOLVER,
  onlyWhenNamed: true,
  async measure(_set, context) {
    const figures = await measureFirstScreen(context.runs);
    for (const f of figures)
      context.note(
        `first-screen ${f.set}: playable at ${f.playableMs.join(', ')} ms, board drawn at ${f.firstBoardMs.join(', ')} ms (load ${f.loadPerCore} per core)`,
      );
    return figures.map((f) => ({
      set: f.set,
      count: f.count,
      perSecond: 1000 / f.medianMs,
      runs: f.count,
      screen: { bestMs: f.bestMs, medianMs: f.medianMs, firstBoardMs: f.medianFirstBoardMs, goalMs: f.goalMs },
    }));
  },
};

/**
 * SE ratings against reference ones (datasets/se-rated, bench/se-rate.ts): one run per file, its
 * rate as the figure (sets "se-rated-serate" and "se-rated") and the agreement per band as a note.
 * --quick rates every 5th.
 */
const seAgreementOp: SelfTimedOp = {
  op: 'se-rate',
  solver: OUR_SOLVER,
  async measure(_set, context) {
    return SE_RATED_FILES.map((file, i) => {
      const a = seAgreement(context.repoRoot, file, context.quick ? 5 : 1);
      context.note(agreementText(file, a));
      return { set: i === 0 ? 'se-rated-serate' : 'se-rated', count: a.count, perSecond: a.perSecond, runs: 1 };
    });
  },
};

/** Ops that time themselves, in output order after the in-process ones (killers-iss and first-screen only when named). */
export const SELF_TIMED_OPS: readonly SelfTimedOp[] = [
  denseCanonOp,
  streamOp,
  generateOp,
  verifyOp,
  variantsOp,
  seAgreementOp,
  killersIssOp,
  firstScreenOp,
];

/** SE rating on magictour: the first puzzles only (a rating takes tens of milliseconds). */
const SE_TAKE = 100;

/**
 * Grading takes puzzles from the front of a set: the forum-hardest puzzles each need the nested
 * forcing net (about 0.1-0.5 s a puzzle), so a full run grades only their first 40; the figure's
 * count says how many. (`npx tsx packages/grader/scripts/soundness.ts` grades the whole sets.)
 */
const GRADE_TAKE: Readonly<Record<string, number>> = {
  'puzzles5_forum_hardest_1905_11+': 40,
  puzzles6_forum_hardest_1106: 40,
};

/** Everything the bench measures, in output order. */
export const OPS: readonly BenchOp[] = [
  counterOp('count2', countSolutions, OUR_SOLVER),
  dancingLinksOp('count2'),
  counterOp('first', countSolutions, OUR_SOLVER),
  dancingLinksOp('first'),
  // Canonical forms (transforms package): no JS peer to compare with.
  { op: 'canon', solver: OUR_SOLVER, appliesTo: () => true, prepare: (set) => prepareCanon(set.lines) },
  // Technique grading (grader package); only meaningful on unique puzzles.
  {
    op: 'grade',
    solver: OUR_SOLVER,
    appliesTo: (set) => set.solutions === 'unique',
    prepare: (set) => prepareGrade(set.lines.slice(0, GRADE_TAKE[set.spec.file])),
  },
  // Sudoku Explainer rating (grader/se): magictour, the speed goal (≥ 20/s).
  {
    op: 'se-rate',
    solver: OUR_SOLVER,
    appliesTo: (set) => set.file === 'puzzles3_magictour_top1465',
    prepare: (set) => prepareSeRate(set.lines.slice(0, SE_TAKE)),
  },
];
