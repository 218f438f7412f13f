/**
 * Single-digit patterns made of two strong links joined by a weak one (turbot fish family), and
 * the empty rectangle.
 *
 * Two conjugate pairs a=b and c=e of one digit, with b seeing c: b and c cannot both hold the
 * digit, so a or e does, and any cell seeing both a and e loses it. Skyscraper: both pairs in
 * parallel lines; 2-string kite: one in a row, one in a column, joined in a box; turbot fish: the
 * rest.
 */
import type { State } from '../state.ts';
import type { Step } from '../types.ts';
import type { Board } from '../board.ts';
import { alternatingLinks, housesOf, lookAt } from '../detail.ts';
import { cellWord, digitWord, houseWord, makeStep } from '../words.ts';

/** The first house holding both cells (as a one-item list, or none). */
function sharedHouse(board: Board, a: number, b: number): number[] {
  const h = board.cellHouses[a]!.find((x) => board.cellHouses[b]!.includes(x));
  return h === undefined ? [] : [h];
}
import { seeingAll, sees, strongLinks } from './links.ts';

export function turbotFishes(state: State, out: Step[]): void {
  const { board } = state;
  for (let digit = 1; digit <= board.n; digit++) {
    const links = strongLinks(state, digit);
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const l1 = links[i]!;
        const l2 = links[j]!;
        for (const [a, b] of [
          [l1.a, l1.b],
          [l1.b, l1.a],
        ] as const) {
          for (const [c, e] of [
            [l2.a, l2.b],
            [l2.b, l2.a],
          ] as const) {
            if (a === c || a === e || b === c || b === e) continue;
            if (!sees(state, b, c)) continue;
            if (sees(state, a, e)) continue; // then a and e are themselves a weak link: no pattern
            const targets = seeingAll(state, digit, [a, e]);
            if (targets.length === 0) continue;
            const k1 = board.houseUnits[l1.house]!.kind;
            const k2 = board.houseUnits[l2.house]!.kind;
            const lines = (k: string) => k === 'row' || k === 'column';
            let name = 'turbot fish';
            if (k1 === k2 && lines(k1)) name = 'skyscraper';
            else if (lines(k1) && lines(k2) && board.geometry.regionOf[b] === board.geometry.regionOf[c])
              name = '2-string kite';
            const d = digitWord(digit);
            out.push(
              makeStep(
                name,
                [],
                targets.map((cell) => ({ cell, digit })),
                [a, b, c, e],
                `${d} is in ${cellWord(board, a)} or ${cellWord(board, b)} (${houseWord(board, l1.house)}), and in ${cellWord(board, c)} or ${cellWord(board, e)} (${houseWord(board, l2.house)}). ${cellWord(board, b)} and ${cellWord(board, c)} see each other, so ${d} is in ${cellWord(board, a)} or ${cellWord(board, e)}; cells seeing both lose ${d}.`,
                () => {
                  const links = alternatingLinks([a, b, c, e].map((cell) => ({ cell, digit })));
                  return {
                    nudge: lookAt(
                      board,
                      housesOf(board, [l1.house, l2.house]),
                      digit,
                      `each has only two places there`,
                    ),
                    houses: housesOf(board, [l1.house, l2.house, ...sharedHouse(board, b, c)]),
                    links,
                  };
                },
              ),
            );
          }
        }
      }
    }
  }
}

/**
 * Empty rectangle: in a box, a digit's places lie in one row and one column of the box. With a
 * strong link in a column outside the box whose one end is in that row, the other end's row
 * crossing the box's column loses the digit (and the same with rows and columns swapped).
 */
export function emptyRectangles(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const n = board.n;
  if (board.rowHouse[0]! < 0 || board.boxHouse[0]! < 0) return;
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    const links = strongLinks(state, digit);
    for (let bx = 0; bx < n; bx++) {
      const boxH = board.boxHouse[bx]!;
      const box = board.houses[boxH]!;
      const cells = [...box].filter((c) => candidates[c]! & bit);
      if (cells.length < 2) continue;
      const rows = new Set(cells.map((c) => board.rowOf[c]!));
      const cols = new Set(cells.map((c) => board.columnOf[c]!));
      if (rows.size < 2 || cols.size < 2) continue;
      for (const r of new Set([...box].map((c) => board.rowOf[c]!))) {
        for (const c of new Set([...box].map((x) => board.columnOf[x]!))) {
          if (!cells.every((x) => board.rowOf[x] === r || board.columnOf[x] === c)) continue;
          // All of the box's digit lies in row r or column c.
          for (const link of links) {
            const kind = board.houseUnits[link.house]!.kind;
            if (kind !== 'row' && kind !== 'column') continue;
            for (const [p, q] of [
              [link.a, link.b],
              [link.b, link.a],
            ] as const) {
              if (board.geometry.regionOf[p] === bx || board.geometry.regionOf[q] === bx) continue;
              let target = -1;
              if (kind === 'column' && board.rowOf[p] === r) target = board.rowOf[q]! * n + c;
              if (kind === 'row' && board.columnOf[p] === c) target = r * n + board.columnOf[q]!;
              if (target < 0 || target === q) continue;
              if (board.geometry.regionOf[target] === bx || !(candidates[target]! & bit)) continue;
              const d = digitWord(digit);
              out.push(
                makeStep(
                  'empty rectangle',
                  [],
                  [{ cell: target, digit }],
                  [...cells, p, q],
                  `In ${houseWord(board, boxH)}, ${d} lies in row ${r + 1} or column ${c + 1}. ${d} is in ${cellWord(board, p)} or ${cellWord(board, q)}: either way ${cellWord(board, target)} sees a ${d}, so it loses ${d}.`,
                  () => {
                    // q = p, and p sees the box's places on its line: then the box's digit is on the other line.
                    const seen = cells.filter((x) => x !== p && board.sees[p * board.cellCount + x] === 1);
                    return {
                      nudge: lookAt(board, housesOf(board, [boxH]), digit),
                      houses: housesOf(board, [boxH, link.house]),
                      links: [
                        { from: { cell: q, digit }, to: { cell: p, digit }, strong: true },
                        ...seen.map((x) => ({ from: { cell: p, digit }, to: { cell: x, digit }, strong: false })),
                      ],
                    };
                  },
                ),
              );
            }
          }
        }
      }
    }
  }
}
