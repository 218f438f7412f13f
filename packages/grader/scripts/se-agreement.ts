/**
 * Our SE rating against serate's (SE 1.2.1.3) on a file of lines "PUZZLE ER/EP/ED": share of ER
 * within 0.1 and 0.3, of all three numbers equal, the puzzles that differ by more than 0.1, and the
 * time per puzzle (median, max; wall clock) — the forum's hardest take seconds to minutes (issue 28).
 *
 *   npx tsx scripts/se-agreement.ts FILE [--each]      (--each prints every puzzle with its time)
 */
import { readFileSync } from 'node:fs';
import { formatSe, seRate } from '../src/se/index.ts';

const each = process.argv.includes('--each');
const lines = readFileSync(process.argv[2]!, 'utf8')
  .split('\n')
  .filter((l) => l.length > 82);
let near = 0,
  close = 0,
  same = 0,
  partial = 0;
const seconds: number[] = [];
for (const line of lines) {
  const [puzzle, rating] = line.split(' ') as [string, string];
  const want = Number(rating.split('/')[0]);
  const start = performance.now();
  const r = seRate(puzzle);
  seconds.push((performance.now() - start) / 1000);
  const gap = Math.abs(r.er - want);
  if (gap <= 0.1001) near++;
  if (gap <= 0.3001) close++;
  if (formatSe(r) === rating) same++;
  if (!r.complete) partial++;
  if (gap > 0.1001 || each) console.log(`${rating} ${formatSe(r)} ${seconds.at(-1)!.toFixed(1)}s ${puzzle}`);
}
const pct = (n: number) => ((100 * n) / lines.length).toFixed(1);
const sorted = [...seconds].sort((a, b) => a - b);
const median = sorted.length ? (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2 : 0;
console.log(
  `${lines.length} puzzles: ER within 0.1 ${near} (${pct(near)}%), within 0.3 ${close} (${pct(close)}%), ` +
    `ER/EP/ED equal ${same} (${pct(same)}%), partial ${partial}; ` +
    `seconds per puzzle: median ${median.toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`,
);
