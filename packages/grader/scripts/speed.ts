/**
 * Grading speed on the public sets (grading only, what the generator and the bench call), and how
 * many puzzles the techniques finish. Faster than soundness.ts: no per-step checks.
 *
 *   npx tsx scripts/speed.ts [--limit N] [--sets a,b] [--levels out.json]
 *
 * Puzzles are parsed before the clock starts; a short warm-up run lets the JIT settle. Both wall
 * time and CPU time are reported: on a shared machine the CPU figure is the steadier one.
 */
import { writeFileSync } from 'node:fs';
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { option, readSet, sets } from './datasets.ts';
import { gradePuzzle } from '../src/index.ts';

const levelsOut = option('--levels');
const record: Record<string, string[]> = {};

for (const set of sets) {
  const lines = readSet(set);
  const puzzles = lines.map((l) => parsePuzzle(l));
  for (const p of puzzles.slice(0, 50)) gradePuzzle(p);
  const levels: Record<string, number> = {};
  const out: string[] = [];
  let finished = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const p of puzzles) {
    const g = gradePuzzle(p);
    if (g.solved) finished++;
    levels[g.level] = (levels[g.level] ?? 0) + 1;
    if (levelsOut) out.push(`${g.level} ${g.hardest}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  record[set] = out;
  console.log(
    JSON.stringify({
      set,
      puzzles: puzzles.length,
      finished,
      finishedFraction: Number((finished / puzzles.length).toFixed(4)),
      gradePerSecond: Number((puzzles.length / seconds).toFixed(1)),
      // Per CPU second: steadier than wall time when other processes share the cores.
      gradePerCpuSecond: Number((puzzles.length / cpuSeconds).toFixed(1)),
      levels,
    }),
  );
}
if (levelsOut) writeFileSync(levelsOut, JSON.stringify(record));
