/**
 * Grading speed on the public sets (grading only, what the generator and the bench call), and how
 * many puzzles the techniques finish. Faster than soundness.ts: no per-step checks.
 *
 *   npx tsx scripts/speed.ts [--limit N] [--sets a,b] [--levels out.json]
 *
 * Puzzles are parsed before the clock starts; a short warm-up run lets the JIT settle. Both wall
 * time and CPU time are reported: on a shared machine the CPU figure is the steadier one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { gradePuzzle } from '../src/index.ts';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = opt('--data') ?? join(import.meta.dirname, '../../../../shared/datasets');
const limit = Number(opt('--limit') ?? Infinity);
const sets = (opt('--sets') ?? 'puzzles2_17_clue,puzzles3_magictour_top1465,puzzles6_forum_hardest_1106').split(',');
const levelsOut = opt('--levels');
const record: Record<string, string[]> = {};

for (const set of sets) {
  const lines = readFileSync(join(dataDir, set), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.length === 81).slice(0, limit);
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
