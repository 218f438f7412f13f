/**
 * Soundness and coverage over the public sets: every step of every puzzle's path is checked
 * against the solution (no wrong placement, no elimination of the solution's digit), and the
 * script counts how many puzzles the techniques finish without guessing and how fast.
 *
 *   npx tsx scripts/soundness.ts [--data DIR] [--limit N] [--sets a,b]
 */
import { countSolutions, geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { readSet, sets } from './datasets.ts';
import { gradePuzzle, solvePath } from '../src/index.ts';

const geometry = geometryFor('classic');
let totalUnsound = 0;

for (const set of sets) {
  const lines = readSet(set);
  let finished = 0;
  let unsoundSteps = 0;
  let steps = 0;
  const levels: Record<string, number> = {};
  const hardest: Record<string, number> = {};
  const failures: string[] = [];
  for (const line of lines) {
    const puzzle = parsePuzzle(line);
    const solution = countSolutions(geometry, puzzle.givens, { limit: 2 }).found[0]!;
    const path = solvePath(puzzle);
    for (const step of path.steps) {
      steps++;
      const bad =
        step.placements.some((p) => solution[p.cell] !== p.digit) ||
        step.eliminations.some((e) => solution[e.cell] === e.digit);
      if (bad) {
        unsoundSteps++;
        if (failures.length < 5) failures.push(`${line} ${step.technique}: ${step.explanation}`);
      }
    }
    if (path.solved) finished++;
  }
  // Timing: grading only (what the generator calls), after the checks.
  const t0 = performance.now();
  for (const line of lines) {
    const grade = gradePuzzle(parsePuzzle(line));
    levels[grade.level] = (levels[grade.level] ?? 0) + 1;
    hardest[grade.hardest] = (hardest[grade.hardest] ?? 0) + 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  totalUnsound += unsoundSteps;
  console.log(
    JSON.stringify({
      set,
      puzzles: lines.length,
      finished,
      finishedFraction: Number((finished / lines.length).toFixed(4)),
      steps,
      unsoundSteps,
      gradePerSecond: Number((lines.length / seconds).toFixed(1)),
      levels,
      hardest,
    }),
  );
  for (const f of failures) console.log(`  UNSOUND ${f}`);
}
process.exitCode = totalUnsound === 0 ? 0 : 1;
