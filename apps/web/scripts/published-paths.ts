/**
 * The grader's path on each of the ten published constraint puzzles (e2e/published-puzzles.ts,
 * issue 27): the steps by technique, the forcing chains (the grader's last resort) counted apart,
 * and where the first one stands. Run from the repository root:
 *
 *   npx tsx apps/web/scripts/published-paths.ts [--only key,key] [--all]
 *
 * `--all` lists every technique's count, not only the constraint steps and the extreme ones.
 */
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { solvePath, techniqueInfo } from '@sudoku-forge/grader';
import { PUBLISHED } from '../e2e/published-puzzles.ts';
import { readLinkPuzzle } from '../src/game/constraint-link.ts';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;
const all = args.includes('--all');
const LAST_RESORT = new Set(['forcing chain', 'forcing net', 'nested forcing net']);

for (const [key, p] of Object.entries(PUBLISHED)) {
  if (only && !only.includes(key)) continue;
  const puzzle = parsePuzzle(readLinkPuzzle(p.link).record);
  const started = process.cpuUsage();
  const path = solvePath(puzzle);
  const cpu = process.cpuUsage(started);
  const counts = new Map<string, number>();
  for (const step of path.steps) counts.set(step.technique, (counts.get(step.technique) ?? 0) + 1);
  const forcing = path.steps.filter((s) => LAST_RESORT.has(s.technique)).length;
  const first = path.steps.find((s) => LAST_RESORT.has(s.technique));
  const cpuS = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  console.log(
    `${key}: ${path.steps.length} steps, solved ${path.solved}, level ${path.level}, forcing ${forcing}, cpu ${cpuS} s`,
  );
  const shown = [...counts].filter(([name]) => {
    const level = techniqueInfo(name)?.level;
    return all || level === 'expert' || level === 'extreme' || level === 'hard';
  });
  console.log(`  ${shown.map(([name, n]) => `${name} ${n}`).join(', ')}`);
  if (first) console.log(`  first last resort: ${first.explanation}`);
}
