/**
 * Rules on the set of digits a few cells hold: renban lines, between lines, entropic lines,
 * quadruples, odd and even cells. Each propagator keeps the digits some filling of its cells
 * allows (renban: some run of consecutive digits; between: some pair of end digits; entropic:
 * some low/middle/high split of each three cells in a row) and is exact once its cells are filled.
 */
import {
  cellLabel,
  EVERY_MOVE,
  lowDigit,
  rangeMask,
  SQUARE_ONLY,
  type Board,
  type Domains,
  type Handler,
  type Propagator,
} from './handler.ts';
import type { ConstraintOf } from './types.ts';

/** Every two cells of the list, for rules whose digits differ. */
function allPairs(cells: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) out.push([cells[i]!, cells[j]!]);
  return out;
}

/**
 * A digit a rule's cells must hold (the counter's propagators, which may cut outside the rule):
 * with one place among the cells it goes there, with more it leaves every cell off them that sees
 * all its places (sharing a row, column or region). `sees` per rule cell i: the cells off the
 * rule it sees, a bitset of 32-bit words at sees[i * words ..], ANDed over the digit's places into
 * `common`. The claim returns false on a contradiction.
 */
function requiredClaim(cells: readonly number[], n: number, board: Board): (d: Domains, bit: number) => boolean {
  const k = cells.length;
  const words = (n * n + 31) >>> 5;
  const sees = new Int32Array(k * words);
  const common = new Int32Array(words);
  const on = new Set(cells);
  cells.forEach((a, i) => {
    for (let c = 0; c < n * n; c++) {
      if (on.has(c)) continue;
      const row = Math.floor(c / n) === Math.floor(a / n);
      if (row || c % n === a % n || board.regionOf[c] === board.regionOf[a])
        sees[i * words + (c >>> 5)] = sees[i * words + (c >>> 5)]! | (1 << (c & 31));
    }
  });
  return (d: Domains, bit: number): boolean => {
    const { cand } = d;
    common.fill(-1);
    let places = 0;
    let at = -1;
    for (let i = 0; i < k; i++) {
      const m = cand[cells[i]!]!;
      if (m === bit) return true; // placed: its peers lost it when it was
      if ((m & bit) === 0) continue;
      places++;
      at = i;
      for (let w = 0; w < words; w++) common[w] = common[w]! & sees[i * words + w]!;
    }
    if (places === 0) return false;
    if (places === 1) return d.keep(cells[at]!, bit);
    for (let w = 0; w < words; w++) {
      for (let rest = common[w]!; rest !== 0; rest &= rest - 1) {
        const c = (w << 5) + 31 - Math.clz32(rest & -rest);
        if ((cand[c]! & bit) !== 0 && !d.keep(c, ~bit)) return false;
      }
    }
    return true;
  };
}

/**
 * A renban line of k cells holds a run s..s+k-1 of consecutive digits:
 *
 *   fits       a run every cell meets, each of whose digits some cell holds
 *   allowed    the digits of the runs that fit: every cell keeps only those
 *   required   the digits of every run that fits, which the line holds; with `board` (the
 *              counter's propagator) each is claimed (requiredClaim)
 */
function renbanPropagator(cells: readonly number[], n: number, board: Board | null): Propagator {
  const k = cells.length;
  const claim = board ? requiredClaim(cells, n, board) : null;
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      let union = 0;
      for (let i = 0; i < k; i++) union |= cand[cells[i]!]!;
      let allowed = 0;
      let required = -1;
      for (let s = 1; s + k - 1 <= n; s++) {
        const run = rangeMask(s, s + k - 1, n);
        if ((union & run) !== run) continue;
        let fits = true;
        for (let i = 0; i < k && fits; i++) fits = (cand[cells[i]!]! & run) !== 0;
        if (!fits) continue;
        allowed |= run;
        required &= run;
      }
      if (allowed === 0) return false;
      for (let i = 0; i < k; i++) if (!d.keep(cells[i]!, allowed)) return false;
      if (claim) for (let r = required; r !== 0; r &= r - 1) if (!claim(d, r & -r)) return false;
      return true;
    },
  };
}

export const renban: Handler<'renban'> = {
  type: 'renban',
  name: (c, b) => `the renban line from ${cellLabel(c.cells[0]!, b.size)}`,
  differ: (c) => allPairs(c.cells),
  propagators: (c, b) => [renbanPropagator(c.cells, b.size, null)],
  searchPropagators: (c, b) => [renbanPropagator(c.cells, b.size, b)],
  explain: (c, g) => `its digits ${c.cells.map((x) => g[x]).join(', ')} are not a run of consecutive digits`,
  relabel: 'mirror',
  moves: SQUARE_ONLY,
};

export const between: Handler<'between'> = {
  type: 'between',
  name: (c, b) =>
    `the between line from ${cellLabel(c.cells[0]!, b.size)} to ${cellLabel(c.cells[c.cells.length - 1]!, b.size)}`,
  propagators: (c, b) => {
    const n = b.size;
    const a = c.cells[0]!;
    const z = c.cells[c.cells.length - 1]!;
    const middle = c.cells.slice(1, -1);
    const inner = new Int32Array(middle.length);
    return [
      {
        cells: c.cells,
        run(d: Domains): boolean {
          const { cand } = d;
          let keepA = 0;
          let keepZ = 0;
          inner.fill(0);
          for (let ma = cand[a]!; ma !== 0; ma &= ma - 1) {
            const x = lowDigit(ma);
            for (let mz = cand[z]!; mz !== 0; mz &= mz - 1) {
              const y = lowDigit(mz);
              const strict = rangeMask(Math.min(x, y) + 1, Math.max(x, y) - 1, n);
              let fits = true;
              for (let i = 0; i < middle.length && fits; i++) fits = (cand[middle[i]!]! & strict) !== 0;
              if (!fits) continue;
              keepA |= 1 << (x - 1);
              keepZ |= 1 << (y - 1);
              for (let i = 0; i < middle.length; i++) inner[i] = inner[i]! | strict;
            }
          }
          if (!d.keep(a, keepA) || !d.keep(z, keepZ)) return false;
          for (let i = 0; i < middle.length; i++) if (!d.keep(middle[i]!, inner[i]!)) return false;
          return true;
        },
      },
    ];
  },
  relabel: 'mirror',
  moves: SQUARE_ONLY,
};

export const entropic: Handler<'entropic'> = {
  type: 'entropic',
  name: (c, b) => `the entropic line from ${cellLabel(c.cells[0]!, b.size)}`,
  propagators: (c, b) => {
    const n = b.size;
    const third = n / 3;
    const group = (digit: number) => Math.floor((digit - 1) / third);
    const out: Propagator[] = [];
    for (let i = 0; i + 2 < c.cells.length; i++) {
      const w = [c.cells[i]!, c.cells[i + 1]!, c.cells[i + 2]!];
      out.push({
        cells: w,
        run(d: Domains): boolean {
          const { cand } = d;
          let k0 = 0;
          let k1 = 0;
          let k2 = 0;
          for (let mx = cand[w[0]!]!; mx !== 0; mx &= mx - 1) {
            const x = lowDigit(mx);
            for (let my = cand[w[1]!]!; my !== 0; my &= my - 1) {
              const y = lowDigit(my);
              if (group(x) === group(y)) continue;
              for (let mz = cand[w[2]!]!; mz !== 0; mz &= mz - 1) {
                const z = lowDigit(mz);
                if (group(z) === group(x) || group(z) === group(y)) continue;
                k0 |= 1 << (x - 1);
                k1 |= 1 << (y - 1);
                k2 |= 1 << (z - 1);
              }
            }
          }
          return d.keep(w[0]!, k0) && d.keep(w[1]!, k1) && d.keep(w[2]!, k2);
        },
      });
    }
    return out;
  },
  relabel: 'none',
  moves: SQUARE_ONLY,
};

/**
 * A quadruple's cells hold each listed digit (as often as listed): a digit with no more places
 * than copies goes to them; with the board (the counter's propagator) every listed digit is also
 * claimed (requiredClaim), so it leaves the cells outside that see all its places.
 */
function quadruplePropagator(c: ConstraintOf<'quadruple'>, board: Board | null): Propagator {
  const cells = c.cells;
  const need = new Map<number, number>();
  for (const digit of c.digits) need.set(digit, (need.get(digit) ?? 0) + 1);
  let listed = 0;
  for (const digit of need.keys()) listed |= 1 << (digit - 1);
  // as flat arrays, so the propagator's loop allocates no iterator
  const wanted = [...need.keys()];
  const times = wanted.map((digit) => need.get(digit)!);
  const full = c.digits.length === cells.length;
  const claim = board ? requiredClaim(cells, board.size, board) : null;
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      if (full) for (const x of cells) if (!d.keep(x, listed)) return false;
      for (let k = 0; k < wanted.length; k++) {
        const bit = 1 << (wanted[k]! - 1);
        const count = times[k]!;
        let can = 0;
        let placed = 0;
        for (const x of cells) {
          if ((cand[x]! & bit) !== 0) can++;
          if (cand[x] === bit) placed++;
        }
        if (can < count) return false;
        if (can === count && placed < count)
          for (const x of cells) if ((cand[x]! & bit) !== 0 && !d.keep(x, bit)) return false;
        if (claim && !claim(d, bit)) return false;
      }
      return true;
    },
  };
}

export const quadruple: Handler<'quadruple'> = {
  type: 'quadruple',
  name: (c, b) => `the quadruple ${c.digits.join('')} at ${cellLabel(c.cells[0]!, b.size)}`,
  propagators: (c) => [quadruplePropagator(c, null)],
  searchPropagators: (c, b) => [quadruplePropagator(c, b)],
  relabel: 'none',
  moves: SQUARE_ONLY,
};

function parity(type: 'odd' | 'even'): Handler<'odd' | 'even'> {
  return {
    type,
    name: (c, b) =>
      `the ${type} cell${c.cells.length > 1 ? 's' : ''} at ${c.cells.map((x) => cellLabel(x, b.size)).join(', ')}`,
    propagators: (c, b) => {
      let mask = 0;
      for (let digit = type === 'odd' ? 1 : 2; digit <= b.size; digit += 2) mask |= 1 << (digit - 1);
      return c.cells.map((x) => ({ cells: [x], run: (d: Domains) => d.keep(x, mask) }));
    },
    relabel: 'none',
    // a cell's mark moves with the cell
    moves: EVERY_MOVE,
  };
}

export const odd = parity('odd') as Handler<'odd'>;
export const even = parity('even') as Handler<'even'>;
