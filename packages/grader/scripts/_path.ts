import { readFileSync } from 'node:fs';
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { solvePath } from '../src/grade.ts';
import { displayName } from '../src/names.ts';
const [file, idx] = process.argv.slice(2);
const recs = readFileSync(file!, 'utf8').split('\n').map((l) => l.trim().replace(/,$/, '')).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)).filter((r) => /^\.+$/.test(r.puzzle));
const r = recs[Number(idx ?? 0)];
const path = solvePath(parsePuzzle({ variant: 'killer', puzzle: r.puzzle, cages: r.cages } as never));
const seen = new Set<string>();
for (const s of path.steps) {
  if (['naked single', 'hidden single', 'full house'].includes(s.technique)) continue;
  const k = s.technique; const c = [...seen].filter(x=>x===k).length; seen.add(k+Math.random());
  console.log(`[${displayName(s.technique)}] ${s.nudge}\n   ${s.explanation}\n   houses=${JSON.stringify(s.houses!.map(h=>h.unit+h.index+(h.sum?'/'+h.sum:'')))}`);
}
console.log(path.solved, path.level);
