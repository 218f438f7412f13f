import { seRate } from '/work/wt-se28/packages/grader/src/se/rate.ts';
const r = seRate(process.argv[2]!, { keepSteps: true });
const ALL = !!process.env.ALL;
console.log(r.er, r.ep, r.ed, r.complete);
const fmt = (p: number) => `r${Math.floor(Math.floor(p/9)/9)+1}c${Math.floor(p/9)%9+1}#${p%9+1}`;
for (const s of r.steps) if (ALL || s.difficulty > 2.5) console.log(s.rule, s.difficulty, s.name, s.eliminations.map(fmt).join(' '), s.place ? `place r${Math.floor(s.place[0]/9)+1}c${s.place[0]%9+1}=${s.place[1]}` : '');
import { SeGrid } from '/work/wt-se28/packages/grader/src/se/grid.ts';
import { applyHint } from '/work/wt-se28/packages/grader/src/se/hint.ts';
const g = SeGrid.parse(process.argv[2]!);
for (const s of r.steps) applyHint(g, s);
let ok = true;
for (let h = 0; h < 27; h++) { let m = 0; for (let k = 0; k < 9; k++) m |= 1 << g.value[(await import('/work/wt-se28/packages/grader/src/se/grid.ts')).HOUSE_CELLS[9*h+k]!]!; if (m !== 0x3fe) ok = false; }
console.log('valid', ok, [...g.value].join(''));
