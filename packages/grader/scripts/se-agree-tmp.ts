import { readFileSync } from 'node:fs';
import { seRate } from '/work/wt-se28/packages/grader/src/se/rate.ts';
const file = process.argv[2]!;
const limit = Number(process.argv[3] ?? 1e9);
const lines = readFileSync(file, 'utf8').trim().split('\n').slice(0, limit);
let n = 0, w1 = 0, w3 = 0, inc = 0;
const t0 = performance.now();
const bands = new Map<number, [number, number, number]>();
const bad: string[] = [];
for (const line of lines) {
  const [puz, r] = line.split(/\s+/);
  const want = Number(r);
  const got = seRate(puz!);
  n++;
  const diff = Math.abs(got.er - want);
  if (diff < 0.05 + 1e-9 + 0.1 - 0.05) w1++;
  if (diff <= 0.3 + 1e-9) w3++;
  if (!got.complete) inc++;
  const b = Math.floor(want);
  const e = bands.get(b) ?? [0, 0, 0];
  e[0]++; if (diff <= 0.1 + 1e-9) e[1]++; if (diff <= 0.3 + 1e-9) e[2]++;
  bands.set(b, e);
  if (diff > 0.1 + 1e-9) bad.push(`${puz} want ${want} got ${got.er}${got.complete ? '' : ' (incomplete)'}`);
}
const ms = performance.now() - t0;
console.log(`n=${n} within0.1=${(100*w1/n).toFixed(1)}% within0.3=${(100*w3/n).toFixed(1)}% incomplete=${inc} ${(n/(ms/1000)).toFixed(1)}/s`);
for (const [b, e] of [...bands].sort((a, b) => a[0] - b[0])) console.log(`  ${b}.x n=${e[0]} ${(100*e[1]/e[0]).toFixed(0)}% ${(100*e[2]/e[0]).toFixed(0)}%`);
if (process.env.BAD) console.log(bad.join('\n'));
