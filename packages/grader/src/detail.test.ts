/**
 * The teaching fields on every step of the recorded per-technique positions (fixtures.json):
 * houses are real houses of the board, the nudge never names a placed digit with its cell, every
 * link joins candidates of the position, and the chain-like techniques have links.
 * Killer techniques have no fixtures here: their hand-made positions and teaching fields are
 * checked in techniques/killer/killer.test.ts (cages named by sum and place, nudges that never
 * give a placement away).
 */
import { cellName, geometryFor } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.ts';
import { displayName } from './names.ts';
import { TECHNIQUE_TABLE } from './table.ts';
import { finderOf, stateFromCandidates } from './testing.ts';
import fixtures from './techniques/fixtures.json' with { type: 'json' };

const CHAIN_LIKE = /chain|aic|colours|wing|remote pair|skyscraper|kite|turbot|empty rectangle|als|forcing/;
const board = boardOf(geometryFor('classic'));
const houseKeys = new Set(
  board.houseUnits.map((u) => `${u.kind} ${u.index} ${[...u.cells].sort((a, b) => a - b).join(',')}`),
);

describe.each(fixtures)('$technique: nudge, houses, links', (f) => {
  it('are filled and true to the position', () => {
    const state = stateFromCandidates(f.fires);
    const before = state.candidates.slice();
    const step = finderOf(f.technique).find(state)!;
    expect(step.houses!.length).toBeGreaterThan(0);
    for (const h of step.houses!) expect(houseKeys.has(`${h.unit} ${h.index} ${h.cells.join(',')}`)).toBe(true);
    expect(step.nudge!.length).toBeGreaterThan(5);
    for (const p of step.placements) {
      const named = step.nudge!.includes(cellName(board.geometry, p.cell));
      expect(named && new RegExp(`\\b${p.digit}\\b(?!\\d)`).test(step.nudge!.replace(/r\d+c\d+/g, ''))).toBe(false);
    }
    const has = (cell: number, digit: number) => (before[cell]! & (1 << (digit - 1))) !== 0;
    for (const l of step.links!) {
      // A group end: the digit in each of its cells (and `from`/`to` is its first cell).
      for (const [end, cells] of [
        [l.from, l.fromCells],
        [l.to, l.toCells],
      ] as const) {
        if (cells) expect(cells[0]).toBe(end.cell);
        for (const cell of cells ?? [end.cell]) expect(has(cell, end.digit), `${f.technique} link end`).toBe(true);
      }
    }
    const fish = /(^| )x-wing$/.test(f.technique);
    if (CHAIN_LIKE.test(f.technique) && !fish) expect(step.links!.length).toBeGreaterThan(0);
    // Highlights mark candidates of the position, or a digit on the board (a cause, a solved corner).
    for (const h of step.highlights!) {
      if (h.role === 'ruled-out') expect(state.digits[h.cell], `${f.technique} ruled-out cell is empty`).toBe(0);
      else
        expect(has(h.cell, h.digit!) || state.digits[h.cell] === h.digit, `${f.technique} ${h.role} r${h.cell}`).toBe(
          true,
        );
    }
    if (/^(finned|sashimi) /.test(f.technique))
      expect(step.highlights!.filter((h) => h.role === 'fin').length).toBeGreaterThan(0);
    if (/(unique|avoidable|hidden) rectangle/.test(f.technique))
      expect(step.highlights!.filter((h) => h.role === 'pattern').length).toBeGreaterThanOrEqual(4);
    if (f.technique === 'hidden single') expect(step.highlights!.some((h) => h.role === 'ruled-out')).toBe(true);
  });
});

describe('displayName', () => {
  it('writes names as people do', () => {
    const cases: Record<string, string> = {
      'x-wing': 'X-wing',
      'xy-wing': 'XY-wing',
      aic: 'AIC',
      'als-xz': 'ALS-XZ',
      'als-xy-wing': 'ALS-XY-wing',
      'bug+1': 'BUG+1',
      'sue de coq': 'Sue de Coq',
      'w-wing': 'W-wing',
      '2-string kite': '2-string kite',
      'franken swordfish': 'Franken swordfish',
      'grouped aic': 'Grouped AIC',
      'last cage cell': 'Last cage cell',
      'one-combination cage': 'One-combination cage',
      'one innie or outie': 'One innie or outie',
      'unit-cage intersection': 'Unit-cage intersection',
      'innies minus outies': 'Innies minus outies',
      'large-area innies and outies': 'Large-area innies and outies',
      'xv sum': 'XV sum',
    };
    for (const [name, shown] of Object.entries(cases)) expect(displayName(name)).toBe(shown);
  });
  it('gives every table technique a capitalised name', () => {
    for (const t of TECHNIQUE_TABLE) expect(displayName(t.name)).toMatch(/^[A-Z0-9]/);
  });
});
