/**
 * Our SE rating against serate's (SE 1.2.1.3) on a file of lines "PUZZLE ER/EP/ED": share of ER
 * within 0.1 and 0.3, and the puzzles that differ by more than 0.1 (issue 28).
 *
 *   npx tsx scripts/se-agreement.ts FILE
 */
import { readFileSync } from 'node:fs';
import { seRate } from '../src/se/index.ts';

const lines = readFileSync(process.argv[2]!, 'utf8')
  .split('\n')
  .filter((l) => l.length > 82);
let near = 0,
  close = 0;
for (const line of lines) {
  const [puzzle, rating] = line.split(' ') as [string, string];
  const want = Number(rating.split('/')[0]);
  const r = seRate(puzzle);
  const gap = Math.abs(r.er - want);
  if (gap <= 0.1001) near++;
  if (gap <= 0.3001) close++;
  if (gap > 0.1001) console.log(`${rating} ${r.er.toFixed(1)}/${r.ep.toFixed(1)}/${r.ed.toFixed(1)} ${puzzle}`);
}
const pct = (n: number) => ((100 * n) / lines.length).toFixed(1);
console.log(`${lines.length} puzzles: ER within 0.1 ${near} (${pct(near)}%), within 0.3 ${close} (${pct(close)}%)`);
