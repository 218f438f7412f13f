/**
 * Forcing chains and forcing nets: the last logic before guessing.
 *
 * Assume one candidate true and follow the consequences with simple rules (the "propagation").
 *   contradiction  if the assumption leads to a broken grid, the candidate is false
 *   cell verity    if every candidate of a cell leads to the same placement or elimination,
 *                  that consequence holds (one of them is true)
 *   house verity   the same over every place of a digit in a house
 * A forcing chain follows singles only (each consequence has one reason); a forcing net also
 * uses locked candidates and naked pairs inside the propagation, so consequences can need
 * several earlier ones at once. A nested forcing net, the last resort, also runs forcing-net
 * contradictions inside its propagation: under the assumption, every candidate whose own trial
 * breaks the grid is removed, and that is repeated until nothing more goes (Berthier's T&E(2)).
 * It finishes every puzzle of the forum's hardest list; no puzzle known needs more.
 *
 * On boards with cages (killers) chains and nets alike also follow the cage rule
 * (killer/cage-rule.ts): a cage cell's candidate in no valid filling of the cage under the
 * current candidates goes, and a cage with no filling breaks the grid. Chains get it too: each
 * removal has one reason, the cage's sum (a cage's last cell is the single-like case), and
 * without it a forcing chain on a killer would be blind to the one clue the puzzle has. It runs
 * after the singles and before the net rules. Boards without cages never reach it (one check per
 * propagation), so their propagation is exactly the classic one.
 *
 * On boards with constraints (thermos, arrows, dots, lines, marks: issue 27) the constraint rule
 * (constraint-rule.ts) runs after the cage rule in the same way: each constraint's own
 * propagators, the ones the counter runs, cut what the constraint alone forbids.
 */
import { POPCOUNT, bitDigit, countSolutions, lowestDigit } from '@sudoku-forge/core-solver';
import { netRules } from './net-rules.ts';
import { cellWith } from './singles.ts';
import { BROKEN_HOUSE, cloneState, houseSingles, place, type State } from '../state.ts';
import type { CellDigit, Step, StepDetail } from '../types.ts';
import { housesOf, lookAt } from '../detail.ts';
import { cageRule } from './killer/cage-rule.ts';
import { constraintRule, placesOf } from './constraint-rule.ts';
import { contradictionText, nestedDetail, verityText } from './forcing-detail.ts';
import type { Snapshot } from './trace.ts';
import { cellWord, digitWord, eliminationsWord, houseWord, listWord, makeStep } from '../words.ts';

/** Cell and house verities branch on at most this many candidates (9 finished no more forum puzzles). */
const VERITY_MAX = 4;

/** Runs the rules to a fixpoint in place; false when the grid breaks. */
export function propagate(state: State, net: boolean): boolean {
  const { board, digits, candidates } = state;
  const all = board.allDigits;
  const cages = board.cages.length > 0;
  const rules = placesOf(board).length > 0;
  for (;;) {
    let changed = false;
    for (let cell = 0; cell < board.cellCount; cell++) {
      if (digits[cell] !== 0) continue;
      const m = candidates[cell]!;
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) {
        place(state, cell, bitDigit(m));
        changed = true;
      }
    }
    for (const house of board.houses) {
      let single = houseSingles(house, digits, candidates, all);
      if (single & BROKEN_HOUSE) return false;
      while (single) {
        const bit = single & -single;
        single ^= bit;
        const cell = cellWith(house, candidates, bit);
        if (cell >= 0) {
          place(state, cell, bitDigit(bit));
          changed = true;
        }
      }
    }
    if (!changed && cages) {
      const removed = cageRule(state);
      if (removed < 0) return false;
      changed = removed > 0;
    }
    if (!changed && rules) {
      const removed = constraintRule(state);
      if (removed < 0) return false;
      changed = removed > 0;
    }
    if (!changed && net) changed = netRules(state);
    if (!changed) return true;
  }
}

interface Outcome {
  ok: boolean;
  digits: Uint8Array;
  candidates: Uint16Array;
}

function forcingFinder(net: boolean) {
  const name = net ? 'forcing net' : 'forcing chain';
  return (state: State, out: Step[]): void => {
    const { board, digits, candidates } = state;
    const n = board.n;
    // The position as found, for drawing a step's chains later (the path changes the state).
    let snapshot: Snapshot | undefined;
    const snap = (): Snapshot => (snapshot ??= { board, digits: digits.slice(), candidates: candidates.slice() });
    const outcomes = new Map<number, Outcome>();
    const outcome = (cell: number, digit: number): Outcome => {
      const key = cell * n + digit - 1;
      let o = outcomes.get(key);
      if (!o) {
        const trial = cloneState(state);
        place(trial, cell, digit);
        const ok = propagate(trial, net);
        o = { ok, digits: trial.digits, candidates: trial.candidates };
        outcomes.set(key, o);
      }
      return o;
    };
    // Contradictions: a candidate whose assumption breaks the grid is false.
    for (let cell = 0; cell < board.cellCount; cell++) {
      if (digits[cell] !== 0) continue;
      for (let m = candidates[cell]!; m; m &= m - 1) {
        const digit = lowestDigit(m);
        if (!outcome(cell, digit).ok) {
          const text = contradictionText(snap(), cell, digit, net);
          out.push(makeStep(name, [], [{ cell, digit }], [cell], text.explanation, text.detail));
        }
      }
    }
    // Cell verities.
    for (let cell = 0; cell < board.cellCount; cell++) {
      const m = candidates[cell]!;
      if (digits[cell] !== 0 || POPCOUNT[m]! > VERITY_MAX) continue;
      const branches: Outcome[] = [];
      for (let x = m; x; x &= x - 1) branches.push(outcome(cell, lowestDigit(x)));
      const assumptions: CellDigit[] = [];
      for (let x = m; x; x &= x - 1) assumptions.push({ cell, digit: lowestDigit(x) });
      common(branches, [cell], `Whatever ${cellWord(board, cell)} holds`, assumptions, {
        nudge: `Look at ${cellWord(board, cell)}: each of its candidates leads to the same result.`,
        houses: [],
      });
    }
    // House verities.
    for (let h = 0; h < board.houses.length; h++) {
      const house = board.houses[h]!;
      for (let digit = 1; digit <= n; digit++) {
        const bit = 1 << (digit - 1);
        const places: number[] = [];
        for (const cell of house) if (candidates[cell]! & bit) places.push(cell);
        if (places.length < 2 || places.length > VERITY_MAX) continue;
        const branches = places.map((cell) => outcome(cell, digit));
        const houses = housesOf(board, [h]);
        common(
          branches,
          places,
          `Wherever ${digitWord(digit)} goes in ${houseWord(board, h)}`,
          places.map((cell) => ({ cell, digit })),
          {
            nudge: lookAt(board, houses, digit, 'wherever it goes, the same thing follows'),
            houses,
          },
        );
      }
    }

    /**
     * What every live branch agrees on, as one instance with its whole effect (not the first
     * conclusion in reading order: which one is first would change with a disguise).
     */
    function common(
      branches: Outcome[],
      cells: number[],
      lead: string,
      assumptions: CellDigit[],
      base: StepDetail,
    ): void {
      const live = branches.filter((b) => b.ok);
      if (live.length === 0) return; // impossible in a sound position
      const placements: CellDigit[] = [];
      const eliminations: CellDigit[] = [];
      for (let cell = 0; cell < board.cellCount; cell++) {
        if (digits[cell] !== 0) continue;
        const d = live[0]!.digits[cell]!;
        if (d !== 0 && live.every((b) => b.digits[cell] === d)) {
          placements.push({ cell, digit: d });
          continue;
        }
        // A digit gone from the cell in every branch (placed elsewhere or eliminated).
        let gone = candidates[cell]!;
        for (const b of live) {
          const kept = b.digits[cell] !== 0 ? 1 << (b.digits[cell]! - 1) : b.candidates[cell]!;
          gone &= ~kept;
        }
        for (let x = gone; x; x &= x - 1) eliminations.push({ cell, digit: lowestDigit(x) });
      }
      if (placements.length === 0 && eliminations.length === 0) return;
      const alive = branches.map((b) => b.ok);
      const said = () =>
        listWord([
          ...placements.map((p) => `${cellWord(board, p.cell)} becomes ${digitWord(p.digit)}`),
          ...(eliminations.length > 0 ? [eliminationsWord(board, eliminations)] : []),
        ]);
      const text = verityText({
        snapshot: snap(),
        assumptions,
        alive,
        placements,
        eliminations,
        base,
        net,
        lead,
        said,
      });
      out.push(makeStep(name, placements, eliminations, cells, text.explanation, text.detail));
    }
  };
}

/**
 * Work cap of one nested search, in propagations of a 9×9 board (about 8 µs each; a bigger board
 * gets proportionally fewer). A forum-hardest puzzle's search takes 30,000–45,000; the cap only
 * stops hopeless searches (a 16×16 with thousands of candidates, a board with many solutions),
 * after a second or two, so grading never hangs.
 */
export const NESTED_BUDGET = 250_000;

/** Copies a position into a scratch state of the same board. */
function copyInto(target: State, source: State): void {
  target.digits.set(source.digits);
  target.candidates.set(source.candidates);
}

/**
 * Net propagation plus contradiction trials, to a fixpoint: every candidate whose own trial
 * breaks the grid is removed, and the position re-propagated at once (cheaper and stronger for
 * the trials that follow). All the rules only ever remove candidates and are sound, so the
 * fixpoint, and whether it breaks, is the same whatever order the trials run in; only the work
 * differs. Returns false when the position breaks, null when the budget runs out.
 */
function propagateWithTrials(state: State, trial: State, budget: { left: number }): boolean | null {
  const { board, digits, candidates } = state;
  if (!propagate(state, true)) return false;
  for (;;) {
    let changed = false;
    for (let cell = 0; cell < board.cellCount; cell++) {
      for (let m = candidates[cell]!; m && digits[cell] === 0; m &= m - 1) {
        const bit = m & -m;
        if (!(candidates[cell]! & bit)) continue;
        if (--budget.left < 0) return null;
        copyInto(trial, state);
        place(trial, cell, bitDigit(bit));
        if (propagate(trial, true)) continue;
        candidates[cell]! &= ~bit;
        changed = true;
        if (!propagate(state, true)) return false;
      }
    }
    if (!changed) return true;
  }
}

/**
 * Every candidate whose assumption breaks the grid under nested propagation. All or nothing: if
 * the budget runs out no instance is reported, so the result is the same for any disguise.
 */
export function nestedForcingNets(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  // On a board with several solutions the search could never finish the puzzle and would burn
  // its whole budget; the bounded counter tells in microseconds.
  if (countSolutions(board.geometry, digits, { limit: 2 }).solutions !== 1) return;
  const budget = { left: Math.floor((NESTED_BUDGET * 81) / board.cellCount) };
  const work = cloneState(state);
  const trial = cloneState(state);
  const found: Step[] = [];
  const broken =
    board.cages.length > 0
      ? 'some cell or house is left without a digit, or a cage without a way to make its sum'
      : 'some cell or house is left without a digit';
  let snapshot: Snapshot | undefined;
  const snap = (): Snapshot => (snapshot ??= { board, digits: digits.slice(), candidates: candidates.slice() });
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    for (let m = candidates[cell]!; m; m &= m - 1) {
      const digit = lowestDigit(m);
      copyInto(work, state);
      place(work, cell, digit);
      const held = propagateWithTrials(work, trial, budget);
      if (held === null) return;
      if (held) continue;
      found.push(
        makeStep(
          'nested forcing net',
          [],
          [{ cell, digit }],
          [cell],
          `If ${cellWord(board, cell)} were ${digitWord(digit)}, following the consequences — and removing on the way every candidate that a forcing net would rule out — breaks the grid (${broken}), so ${cellWord(board, cell)} is not ${digitWord(digit)}.`,
          nestedDetail(snap(), cell, digit),
        ),
      );
    }
  }
  for (const step of found) out.push(step);
}

export const forcingChains = forcingFinder(false);
export const forcingNets = forcingFinder(true);
