/**
 * The registry of everything `pnpm bench` measures. One entry per (operation, solver): it says
 * which sets it runs on and prepares a timed `run` for a set. Work that is not the operation
 * itself (reading files, splitting lines) happens in `prepare`; `run` does the operation on every
 * item, checks each answer against what the set is known to be (a fast wrong answer is worth
 * nothing), and returns how many items it processed.
 *
 * To add an op (grade, canon, generate, verify, stream …): append a BenchOp to OPS. Ops that do
 * not read the datasets can ignore `set.lines` and report their own item count; the `set` field
 * of their output is then whatever `label` they give (for generate: "variant/level").
 */
import { DancingLinks } from 'dancing-links';
import { countSolutions, geometryFor, parseGrid } from '@sudoku-forge/core-solver';
import { prepareCanon } from './canon.ts';
import { prepareGrade } from './grade.ts';
import type { LoadedSet, SetSpec } from './sets.ts';

export type OpName = 'count2' | 'first' | 'grade' | 'generate' | 'canon' | 'verify' | 'stream';

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

/** Solutions the op must find for every puzzle of the set (first: 1; count2: 1 or 2). */
function expectedCount(op: 'count2' | 'first', set: SetSpec): number {
  return op === 'first' ? 1 : set.solutions === 'unique' ? 1 : 2;
}

function wrongAnswer(op: string, solver: string, set: LoadedSet, index: number, got: string, want: number): Error {
  return new Error(
    `${solver} ${op} on ${set.spec.file} puzzle ${index + 1} (${set.lines[index]}): got ${got}, expected ${want}`,
  );
}

/** Our bounded counter: count to two (the uniqueness proof) or stop at the first solution. */
function ourSolverOp(op: 'count2' | 'first'): BenchOp {
  return {
    op,
    solver: OUR_SOLVER,
    appliesTo: () => true,
    prepare(set) {
      const geometry = geometryFor('classic');
      const puzzles = set.lines.map((line) => parseGrid(line, 9));
      const want = expectedCount(op, set.spec);
      const limit = op === 'count2' ? 2 : 1;
      return () => {
        for (let i = 0; i < puzzles.length; i++) {
          const result = countSolutions(geometry, puzzles[i]!, { limit });
          if (result.solutions !== want || !result.decided) {
            throw wrongAnswer(op, OUR_SOLVER, set, i, `${result.solutions} (decided: ${result.decided})`, want);
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
  return (['count2', 'first'] as const).map((op) => ({
    op,
    solver,
    appliesTo: () => true,
    prepare(set: LoadedSet) {
      const geometry = geometryFor('classic');
      const puzzles = set.lines.map((line) => parseGrid(line, 9));
      const want = expectedCount(op, set.spec);
      const limit = op === 'count2' ? 2 : 1;
      return () => {
        for (let i = 0; i < puzzles.length; i++) {
          const result = count(geometry, puzzles[i]!, { limit });
          if (result.solutions !== want) throw wrongAnswer(op, solver, set, i, String(result.solutions), want);
        }
        return puzzles.length;
      };
    },
  }));
}

/** Everything the bench measures, in output order. */
export const OPS: readonly BenchOp[] = [
  ourSolverOp('count2'),
  dancingLinksOp('count2'),
  ourSolverOp('first'),
  dancingLinksOp('first'),
  // Canonical forms (transforms package): no JS peer to compare with.
  { op: 'canon', solver: OUR_SOLVER, appliesTo: () => true, prepare: (set) => prepareCanon(set.lines) },
  // Technique grading (grader package); only meaningful on unique puzzles.
  { op: 'grade', solver: OUR_SOLVER, appliesTo: (set) => set.solutions === 'unique', prepare: (set) => prepareGrade(set.lines) },
];
