import { readFileSync } from 'node:fs';
import { SeGrid } from '/work/wt-se28/packages/grader/src/se/grid.ts';
import { applyHint } from '/work/wt-se28/packages/grader/src/se/hint.ts';
import { SE_RULES } from '/work/wt-se28/packages/grader/src/se/rules.ts';
const lines = readFileSync(process.argv[2]!, 'utf8').trim().split('\n').slice(0, Number(process.argv[3] ?? 20));
const t = new Map<string, [number, number, number]>();
const t0 = performance.now();
for (const line of lines) {
  const g = SeGrid.parse(line.split(/\s+/)[0]!);
  while (!g.isSolved()) {
    let hint = null;
    for (const r of SE_RULES) {
      const a = performance.now();
      hint = r.find(g);
      const e = t.get(r.id) ?? [0, 0, 0];
      e[0] += performance.now() - a; e[1]++; if (hint) e[2]++;
      t.set(r.id, e);
      if (hint) break;
    }
    if (!hint) break;
    applyHint(g, hint);
  }
}
console.log('total ms', (performance.now() - t0).toFixed(0), 'puzzles', lines.length);
for (const [k, [ms, calls, hits]] of t) if (ms > 5) console.log(k.padEnd(22), ms.toFixed(0).padStart(7), 'ms', String(calls).padStart(6), 'calls', String(hits).padStart(5), 'hits');
