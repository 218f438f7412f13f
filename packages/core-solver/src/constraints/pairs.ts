/**
 * Pair relations: rules between two cells, propagated by arc consistency.
 *
 *   table[x - 1]   the digits the second cell may hold when the first holds x (a mask)
 *   reverse        the same seen from the second cell
 *   over[m]        the digits the second cell may hold when the first holds a digit of mask m: the
 *                  union of table over m, one read per run (boards of up to OVER_DIGITS digits)
 *   overReverse    the same seen from the second cell
 *
 * A pair propagator keeps in each cell the digits some candidate of the other allows; with both
 * cells filled it fails exactly when the relation does not hold. Dots, X and V, non-consecutive,
 * thermometers (each step of the line), whispers, palindromes and clones (mirrored cells equal),
 * minimum and maximum cells (against each neighbour) are all relations on pairs.
 */
import {
  cellLabel,
  neighbours,
  orthogonalPairs,
  SQUARE_ONLY,
  type Board,
  type Domains,
  type Handler,
  type Propagator,
} from './handler.ts';
import type { Constraint } from './types.ts';

type Holds = (x: number, y: number) => boolean;

interface Relation {
  readonly table: Uint16Array;
  readonly reverse: Uint16Array;
  readonly over: Uint16Array | null;
  readonly overReverse: Uint16Array | null;
}

/** Boards of up to this many digits get the per-mask tables (2 × 2^n entries per relation). */
const OVER_DIGITS = 12;

/** over[m] = support(table, m) for every mask m of n digits, built by adding one digit at a time. */
function overTable(table: Uint16Array, n: number): Uint16Array {
  const over = new Uint16Array(1 << n);
  for (let m = 1; m < 1 << n; m++) over[m] = over[m & (m - 1)]! | table[31 - Math.clz32(m & -m)]!;
  return over;
}

const relations = new Map<string, Relation>();
/** The key each relation was built under (a merged one's names its parts). */
const keyOf = new Map<Relation, string>();

/** The tables of a relation on digits 1..n, built once per key. */
function relation(key: string, n: number, holds: Holds): Relation {
  const full = `${key}/${n}`;
  let r = relations.get(full);
  if (!r) {
    const table = new Uint16Array(n);
    const reverse = new Uint16Array(n);
    for (let x = 1; x <= n; x++) {
      for (let y = 1; y <= n; y++) {
        if (!holds(x, y)) continue;
        table[x - 1] = table[x - 1]! | (1 << (y - 1));
        reverse[y - 1] = reverse[y - 1]! | (1 << (x - 1));
      }
    }
    const small = n <= OVER_DIGITS;
    r = { table, reverse, over: small ? overTable(table, n) : null, overReverse: small ? overTable(reverse, n) : null };
    relations.set(full, r);
    keyOf.set(r, key);
  }
  return r;
}

/** The digits a relation allows opposite any digit of mask. */
function support(table: Uint16Array, mask: number): number {
  let s = 0;
  for (let m = mask; m !== 0; m &= m - 1) s |= table[31 - Math.clz32(m & -m)]!;
  return s;
}

/** A pair propagator, with its relation for mergePairs. */
interface PairPropagator extends Propagator {
  readonly pair: { readonly a: number; readonly b: number; readonly rel: Relation };
}

/** Arc consistency on one pair. */
export function pairPropagator(a: number, b: number, rel: Relation): Propagator {
  const { table, reverse, over, overReverse } = rel;
  const pair = { a, b, rel };
  if (over && overReverse) {
    return {
      cells: [a, b],
      pair,
      run: (d: Domains): boolean => d.keep(b, over[d.cand[a]!]!) && d.keep(a, overReverse[d.cand[b]!]!),
    } as PairPropagator;
  }
  return {
    cells: [a, b],
    pair,
    run(d: Domains): boolean {
      return d.keep(b, support(table, d.cand[a]!)) && d.keep(a, support(reverse, d.cand[b]!));
    },
  } as PairPropagator;
}

/**
 * The counter's pair propagators with the relations on one pair of cells (a non-consecutive rule
 * and a negative dot, a dot and a whisper …) joined into one, their conjunction, at the place of
 * the first: one run where there were several, the same fixpoint. Other propagators pass as they are.
 */
export function mergePairs(props: readonly Propagator[], n: number): Propagator[] {
  const first = new Map<string, number>();
  const groups: PairPropagator[][] = [];
  const out: (Propagator | number)[] = [];
  for (const p of props) {
    const pair = (p as Partial<PairPropagator>).pair;
    if (!pair) {
      out.push(p);
      continue;
    }
    const key = pair.a < pair.b ? `${pair.a},${pair.b}` : `${pair.b},${pair.a}`;
    const at = first.get(key);
    if (at === undefined) {
      first.set(key, groups.length);
      out.push(groups.length);
      groups.push([p as PairPropagator]);
    } else groups[at]!.push(p as PairPropagator);
  }
  return out.map((p) => {
    if (typeof p !== 'number') return p;
    const group = groups[p]!;
    if (group.length === 1) return group[0]!;
    const { a, b } = group[0]!.pair;
    // x in a, y in b: every relation of the group holds, whichever way round it was given
    const holds = (x: number, y: number) =>
      group.every(({ pair }) => {
        const [u, v] = pair.a === a ? [x, y] : [y, x];
        return (pair.rel.table[u - 1]! & (1 << (v - 1))) !== 0;
      });
    const key = group.map(({ pair }) => `${keyOf.get(pair.rel)}${pair.a === a ? '' : '~'}`).join('&');
    return pairPropagator(a, b, relation(key, n, holds));
  });
}

const less: Holds = (x, y) => x < y;
const equal: Holds = (x, y) => x === y;
const differBy =
  (v: number): Holds =>
  (x, y) =>
    Math.abs(x - y) === v;
const ratio =
  (v: number): Holds =>
  (x, y) =>
    x === v * y || y === v * x;
const sumTo =
  (s: number): Holds =>
  (x, y) =>
    x + y === s;
const apart =
  (v: number): Holds =>
  (x, y) =>
    Math.abs(x - y) >= v;
const notConsecutive: Holds = (x, y) => Math.abs(x - y) !== 1;

/**
 * A thermometer as one propagator: digits rise along the line (strictly, or never fall when
 * slow). Its pairs' arc consistency in two passes, the fixpoint the steps reach one by one:
 *
 *   forward    each cell keeps the digits above (at least) the least digit of the cell before
 *   backward   each cell keeps the digits below (at most) the greatest digit of the cell after
 *
 * The forward pass leaves the least digits rising, so the backward pass never takes one of them.
 */
function thermoLine(cells: readonly number[], strict: boolean): Propagator {
  const k = cells.length;
  const step = strict ? 1 : 0;
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      let prev = cand[cells[0]!]!;
      if (prev === 0) return false;
      for (let i = 1; i < k; i++) {
        // digits from the previous least one (+1 when strict) up
        const floor = -((prev & -prev) << step);
        if (!d.keep(cells[i]!, floor)) return false;
        prev = cand[cells[i]!]!;
      }
      let next = prev;
      for (let i = k - 2; i >= 0; i--) {
        // digits up to the next greatest one (−1 when strict)
        const top = 31 - Math.clz32(next) + 1 - step;
        if (!d.keep(cells[i]!, (1 << top) - 1)) return false;
        next = cand[cells[i]!]!;
      }
      return true;
    },
  };
}

/** Propagators for each step of a line (cells[i], cells[i+1]). */
function steps(cells: readonly number[], rel: Relation): Propagator[] {
  const out: Propagator[] = [];
  for (let i = 0; i + 1 < cells.length; i++) out.push(pairPropagator(cells[i]!, cells[i + 1]!, rel));
  return out;
}

const edgeName = (what: string, cells: readonly number[], n: number) =>
  `the ${what} between ${cellLabel(cells[0]!, n)} and ${cellLabel(cells[1]!, n)}`;

const fromName = (what: string, cells: readonly number[], n: number) => `the ${what} from ${cellLabel(cells[0]!, n)}`;

export const kropkiWhite: Handler<'kropki-white'> = {
  type: 'kropki-white',
  name: (c, b) => edgeName('white dot', c.cells, b.size),
  propagators: (c, b) => [
    pairPropagator(c.cells[0]!, c.cells[1]!, relation(`diff${c.value ?? 1}`, b.size, differBy(c.value ?? 1))),
  ],
  explain: (c, g) =>
    `digits ${g[c.cells[0]!]} and ${g[c.cells[1]!]} differ by ${Math.abs(g[c.cells[0]!]! - g[c.cells[1]!]!)}, not ${c.value ?? 1}`,
  relabel: 'mirror',
  moves: SQUARE_ONLY,
};

export const kropkiBlack: Handler<'kropki-black'> = {
  type: 'kropki-black',
  name: (c, b) => edgeName('black dot', c.cells, b.size),
  propagators: (c, b) => [
    pairPropagator(c.cells[0]!, c.cells[1]!, relation(`ratio${c.value ?? 2}`, b.size, ratio(c.value ?? 2))),
  ],
  explain: (c, g) => `neither of ${g[c.cells[0]!]} and ${g[c.cells[1]!]} is ${c.value ?? 2} times the other`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const xv: Handler<'xv'> = {
  type: 'xv',
  name: (c, b) => edgeName(c.sum === 10 ? 'X' : 'V', c.cells, b.size),
  propagators: (c, b) => [pairPropagator(c.cells[0]!, c.cells[1]!, relation(`sum${c.sum}`, b.size, sumTo(c.sum)))],
  explain: (c, g) => `${g[c.cells[0]!]} + ${g[c.cells[1]!]} is ${g[c.cells[0]!]! + g[c.cells[1]!]!}, not ${c.sum}`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const nonconsecutive: Handler<'nonconsecutive'> = {
  type: 'nonconsecutive',
  name: () => 'the non-consecutive rule',
  propagators: (_c, b) =>
    orthogonalPairs(b.size).map(([x, y]) => pairPropagator(x, y, relation('nonconsecutive', b.size, notConsecutive))),
  relabel: 'mirror',
  moves: SQUARE_ONLY,
};

/** Edge pairs that carry a marker of one kind, as "a,b" keys. */
function marked(board: Board, kinds: readonly Constraint['type'][]): Set<string> {
  const keys = new Set<string>();
  for (const c of board.constraints) {
    if (!kinds.includes(c.type) || !('cells' in c)) continue;
    const [a, b] = [c.cells[0]!, c.cells[1]!];
    keys.add(`${Math.min(a, b)},${Math.max(a, b)}`);
  }
  return keys;
}

export const negative: Handler<'negative'> = {
  type: 'negative',
  name: (c) =>
    c.of === 'xv'
      ? 'the rule that pairs without X or V add up to neither 5 nor 10'
      : `the rule that pairs without a ${c.of === 'kropki-white' ? 'white' : 'black'} dot are not ${c.of === 'kropki-white' ? 'consecutive' : 'in ratio 2'}`,
  propagators: (c, b) => {
    const n = b.size;
    const holds: Holds =
      c.of === 'xv'
        ? (x, y) => x + y !== 5 && x + y !== 10
        : c.of === 'kropki-white'
          ? notConsecutive
          : (x, y) => x !== 2 * y && y !== 2 * x;
    const rel = relation(`negative-${c.of}`, n, holds);
    // A white dot and a black dot each rule out only their own kind on the pair.
    const skip = marked(b, [c.of === 'xv' ? 'xv' : c.of]);
    return orthogonalPairs(n)
      .filter(([x, y]) => !skip.has(`${x},${y}`))
      .map(([x, y]) => pairPropagator(x, y, rel));
  },
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const thermo: Handler<'thermo'> = {
  type: 'thermo',
  name: (c, b) => fromName('thermo', c.cells, b.size),
  propagators: (c) => [thermoLine(c.cells, true)],
  explain: (c, g, b) =>
    `it does not increase from its bulb (${c.cells.map((x) => `${cellLabel(x, b.size)}=${g[x]}`).join(', ')})`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const slowThermo: Handler<'slow-thermo'> = {
  type: 'slow-thermo',
  name: (c, b) => fromName('slow thermo', c.cells, b.size),
  propagators: (c) => [thermoLine(c.cells, false)],
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const whisper: Handler<'whisper'> = {
  type: 'whisper',
  name: (c, b) => fromName(`whisper line (difference ${c.difference})`, c.cells, b.size),
  propagators: (c, b) => steps(c.cells, relation(`apart${c.difference}`, b.size, apart(c.difference))),
  relabel: 'mirror',
  moves: SQUARE_ONLY,
};

export const palindrome: Handler<'palindrome'> = {
  type: 'palindrome',
  name: (c, b) => fromName('palindrome', c.cells, b.size),
  propagators: (c, b) => {
    const rel = relation('equal', b.size, equal);
    const out: Propagator[] = [];
    for (let i = 0, j = c.cells.length - 1; i < j; i++, j--) out.push(pairPropagator(c.cells[i]!, c.cells[j]!, rel));
    return out;
  },
  relabel: 'any',
  moves: SQUARE_ONLY,
};

export const clone: Handler<'clone'> = {
  type: 'clone',
  name: (c, b) => `the clone of ${cellLabel(c.cells[0]!, b.size)} at ${cellLabel(c.clone[0]!, b.size)}`,
  propagators: (c, b) => c.cells.map((x, i) => pairPropagator(x, c.clone[i]!, relation('equal', b.size, equal))),
  relabel: 'any',
  moves: SQUARE_ONLY,
};

function extremum(type: 'minimum' | 'maximum'): Handler<'minimum' | 'maximum'> {
  return {
    type,
    name: (c, b) =>
      `the ${type} cell${c.cells.length > 1 ? 's' : ''} at ${c.cells.map((x) => cellLabel(x, b.size)).join(', ')}`,
    propagators: (c, b) => {
      const rel = relation(
        type === 'minimum' ? 'less' : 'greater',
        b.size,
        type === 'minimum' ? less : (x, y) => x > y,
      );
      return c.cells.flatMap((x) => neighbours(x, b.size).map((y) => pairPropagator(x, y, rel)));
    },
    // d → n+1−d turns a minimum into a maximum
    relabel: 'none',
    moves: SQUARE_ONLY,
  };
}

export const minimum = extremum('minimum') as Handler<'minimum'>;
export const maximum = extremum('maximum') as Handler<'maximum'>;
