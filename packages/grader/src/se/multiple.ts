/**
 * SE's multiple-assumption chains, for each cell (with 3+ candidates, or 2+ when dynamic):
 *
 *   contradiction  (dynamic, Nishio) "p on" or "p off" forces some candidate both on and off
 *   double         (dynamic, cell with 3+) a conclusion reached from both "p on" and "p off"
 *   region         (not Nishio) a conclusion reached from every place of a digit in a house
 *                  (houses with 2 places, or more for multiple chains), met at its first place
 *   cell           (not Nishio; 2 candidates, or more for multiple chains) reached from every
 *                  candidate of the cell
 *
 * Difficulty = the rule's base (Nishio 7.5, multiple 8.0, dynamic 8.5, dynamic+ 9.0) + the length
 * bonus of the complexity (the summed ancestor counts of the conclusion in each branch); the
 * easiest (difficulty, complexity, kind) wins. After SudokuExplainer 1.2.1,
 * Chaining.getMultipleChainsHintListForCell / doBinaryChaining / doRegionChainings.
 */
import { type SeGrid, CELL_HOUSES as CELL_HOUSES_, HOUSE_CELLS as HOUSE_CELLS_, POP as POP_ } from './grid.ts';
import { better, type Ranked } from './cycles.ts';
import { complexityBudget as complexityBudget_, lengthBonus as lengthBonus_, tenth as tenth_ } from './length.ts';
import { ancestorCount, propagate, releaseSessions, type ChainMode, type Session } from './propagate.ts';
const complexityBudget = complexityBudget_,
  lengthBonus = lengthBonus_,
  tenth = tenth_;
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_;

export interface MultipleRule extends ChainMode {
  readonly multiple: boolean;
  readonly base: number;
  readonly name: string;
}

export const NISHIO: MultipleRule = {
  multiple: false,
  dynamic: true,
  nishio: true,
  level: 0,
  base: 7.5,
  name: 'Nishio Forcing Chains',
};
export const MULTIPLE: MultipleRule = {
  multiple: true,
  dynamic: false,
  nishio: false,
  level: 0,
  base: 8.0,
  name: 'Multiple Forcing Chains',
};
export const DYNAMIC: MultipleRule = {
  multiple: true,
  dynamic: true,
  nishio: false,
  level: 0,
  base: 8.5,
  name: 'Dynamic Forcing Chains',
};
export const DYNAMIC_PLUS: MultipleRule = {
  multiple: true,
  dynamic: true,
  nishio: false,
  level: 1,
  base: 9.0,
  name: 'Dynamic Forcing Chains (+)',
};

export function multipleChains(g: SeGrid, rule: MultipleRule): Ranked | null {
  let best: Ranked | null = null;
  // Chains longer than the best conclusion so far need not be followed (each branch counts at least its length).
  const budget = (): number =>
    complexityBudget(rule.base, best && { difficulty: best.hint.difficulty, complexity: best.complexity });
  const onMemo = new Map<number, Session>();
  const onSession = (p: number): Session => {
    let s = onMemo.get(p);
    if (!s) {
      s = propagate(g, [p], [], rule, budget());
      onMemo.set(p, s);
    }
    return s;
  };
  const offer = (node: number, complexity: number, sortKey: number): void => {
    const p = node >> 1;
    const cell = (p / 9) | 0;
    const d = (p % 9) + 1;
    let hint: Ranked['hint'];
    const difficulty = tenth(rule.base + lengthBonus(complexity));
    if (best && difficulty > best.hint.difficulty) return;
    if (node & 1) {
      const eliminations: number[] = [];
      for (let e = 1; e <= 9; e++) if (e !== d && g.cand[cell]! & (1 << e)) eliminations.push(9 * cell + e - 1);
      if (!eliminations.length) return;
      hint = { name: rule.name, difficulty, eliminations, place: [cell, d] as const };
    } else {
      if (!(g.cand[cell]! & (1 << d))) return;
      hint = { name: rule.name, difficulty, eliminations: [p] };
    }
    const r: Ranked = { hint, complexity, sortKey };
    if (better(r, best)) best = r;
  };
  const absurdComplexity = (s: Session): number => {
    const a = s.absurd!;
    const on = 2 * a.p + 1;
    const off = 2 * a.p;
    return (
      (a.onParents ? ancestorCount(s, on, a.onParents) : ancestorCount(s, on)) +
      (a.offParents ? ancestorCount(s, off, a.offParents) : ancestorCount(s, off))
    );
  };

  for (let cell = 0; cell < 81; cell++) {
    if (g.value[cell] !== 0) continue;
    const m = g.cand[cell]!;
    const n = POP[m]!;
    if (!(n > 2 || (n > 1 && rule.dynamic))) continue;
    const values: number[] = [];
    for (let d = 1; d <= 9; d++) if (m & (1 << d)) values.push(d);
    const sessions: Session[] = [];
    for (const d of values) {
      const p = 9 * cell + d - 1;
      const on = onSession(p);
      sessions.push(on);
      const doContradiction = rule.dynamic || rule.nishio;
      const doDouble = n >= 3 && !rule.nishio && rule.dynamic;
      if (doContradiction && on.absurd) offer(2 * p, absurdComplexity(on), 7);
      if (doContradiction || doDouble) {
        const off = propagate(g, [], [p], rule, budget());
        if (doContradiction && off.absurd) offer(2 * p + 1, absurdComplexity(off), 7);
        if (doDouble) {
          for (const node of on.order) {
            if (off.has(node)) offer(node, ancestorCount(on, node) + ancestorCount(off, node), 1);
          }
        }
        releaseSessions([off]);
      }
      if (!rule.nishio) regionChains(g, rule, cell, d, on, onSession, offer);
    }
    if (!rule.nishio && (n === 2 || (rule.multiple && n > 2))) {
      for (const node of sessions[0]!.order) {
        if (sessions.every((s) => s.has(node))) {
          let complexity = 0;
          for (const s of sessions) complexity += ancestorCount(s, node);
          offer(node, complexity, 5);
        }
      }
    }
  }
  releaseSessions(onMemo.values());
  return best;
}

function regionChains(
  g: SeGrid,
  rule: MultipleRule,
  cell: number,
  d: number,
  own: Session,
  onSession: (p: number) => Session,
  offer: (node: number, complexity: number, sortKey: number) => void,
): void {
  const bit = 1 << d;
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * cell + t]!;
    const places: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (g.cand[c]! & bit) places.push(c);
    }
    if (!(places.length === 2 || (rule.multiple && places.length > 2))) continue;
    if (places[0] !== cell) continue;
    const sessions = places.map((c) => (c === cell ? own : onSession(9 * c + d - 1)));
    for (const node of own.order) {
      if (!sessions.every((s) => s.has(node))) continue;
      let complexity = 0;
      for (const s of sessions) complexity += ancestorCount(s, node);
      offer(node, complexity, 6);
    }
  }
}
