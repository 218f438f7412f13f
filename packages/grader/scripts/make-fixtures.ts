/**
 * Writes src/techniques/fixtures.json: for every finder, a position (candidates as 81 tokens,
 * "=d" for givens, "+d" for solved digits) where it fires, with the step it must report, and a position where it
 * must not fire (a later technique was needed there, so this finder had found nothing).
 * Positions come from logical paths of the public sets; every recorded step is checked sound.
 * Classic techniques only: a position here is candidates alone, which cannot carry a killer's cages,
 * so the killer techniques have their exact fire / must-not-fire tests in
 * src/techniques/killer/killer.test.ts instead.
 *
 *   npx tsx scripts/make-fixtures.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countSolutions, isClassicGeometry, parsePuzzle } from '@sudoku-forge/core-solver';
import { applyStep, createState, FINDERS, isSolved, nextStep, type State } from '../src/index.ts';

const data = join(import.meta.dirname, '../../../datasets');
const lines = [
  ...readFileSync(join(data, 'puzzles3_magictour_top1465'), 'utf8')
    .split('\n')
    .filter((l) => l.length === 81)
    .slice(0, 400),
  ...readFileSync(join(data, 'puzzles2_17_clue'), 'utf8')
    .split('\n')
    .filter((l) => l.length === 81)
    .slice(0, 400),
];

const encode = (s: State) =>
  Array.from(s.candidates, (m, cell) => {
    if (s.digits[cell] !== 0) return `${s.givens?.[cell] ? '=' : '+'}${s.digits[cell]}`;
    let t = '';
    for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) t += d;
    return t;
  }).join(' ');

interface Fixture {
  finder: number;
  technique: string;
  fires: string;
  placements: string[];
  eliminations: string[];
  quiet: string | null;
}
const name = (cell: number, digit: number) => `${digit}@r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const found = new Map<string, Fixture>();
const classicPuzzles = lines.map((l) => parsePuzzle(l));

for (const puzzle of classicPuzzles) {
  const solution = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 }).found[0]!;
  const state = createState(puzzle.geometry, puzzle.givens, true, puzzle.givens);
  while (!isSolved(state)) {
    const step = nextStep(state);
    if (!step) break;
    const fi = FINDERS.findIndex((f) => f.techniques.some((t) => t.name === step.technique));
    const enc = isClassicGeometry(puzzle.geometry) ? encode(state) : null;
    // Quiet positions for earlier finders.
    if (enc) {
      for (const f of found.values()) if (f.quiet === null && f.finder < fi && f.fires !== enc) f.quiet = enc;
    }
    if (enc && !found.has(step.technique)) {
      const bad =
        step.placements.some((p) => solution[p.cell] !== p.digit) ||
        step.eliminations.some((e) => solution[e.cell] === e.digit);
      if (bad) throw new Error('unsound step');
      found.set(step.technique, {
        finder: fi,
        technique: step.technique,
        fires: enc,
        placements: step.placements.map((p) => name(p.cell, p.digit)).sort(),
        eliminations: step.eliminations.map((e) => name(e.cell, e.digit)).sort(),
        quiet: null,
      });
    }
    applyStep(state, step);
  }
}
const out = [...found.values()].sort((a, b) => a.finder - b.finder);
writeFileSync(join(import.meta.dirname, '../src/techniques/fixtures.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(
  out.map((f) => `${f.technique}: ${f.eliminations.length} elim, quiet ${f.quiet ? 'yes' : 'NO'}`).join('\n'),
);
