import { SeGrid, POP } from '/work/wt-se28/packages/grader/src/se/grid.ts';
import { applyHint } from '/work/wt-se28/packages/grader/src/se/hint.ts';
import { nextSeStep } from '/work/wt-se28/packages/grader/src/se/rate.ts';
const g = SeGrid.parse(process.argv[2]!);
const limit = Number(process.argv[3]);
for (;;) {
  const s = nextSeStep(g);
  if (!s) break;
  if (s.difficulty > limit) {
    const rows: string[] = [];
    for (let r = 0; r < 9; r++) {
      const cells: string[] = [];
      for (let c = 0; c < 9; c++) {
        const i = 9 * r + c;
        let t = '';
        if (g.value[i]) t = `[${g.value[i]}]`;
        else for (let d = 1; d <= 9; d++) if (g.cand[i]! & (1 << d)) t += d;
        cells.push(t.padEnd(6));
      }
      rows.push(cells.join(' '));
    }
    console.log(rows.join('\n'));
    console.log('next', s.rule, s.difficulty);
    break;
  }
  applyHint(g, s);
}
