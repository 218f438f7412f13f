/**
 * What every fish engine shares: the names by size and the one way a fish is written up, by its
 * lines (basic and finned fish) or by its houses (Franken and mutant fish).
 */
import type { Board } from '../../board.ts';
import { housesOf, lookAt } from '../../detail.ts';
import type { CellDigit, Step, StepHighlight } from '../../types.ts';
import { cellsWord, digitWord, houseWord, listWord, makeStep, spanWord } from '../../words.ts';

/** The fish of k base houses: 2 x-wing, 3 swordfish, 4 jellyfish. */
export const FISH_NAMES: readonly string[] = ['', '', 'x-wing', 'swordfish', 'jellyfish'];

/** A fish found, as every engine reports it. */
export interface FishFound {
  /** Technique name ("finned x-wing", "mutant swordfish"). */
  name: string;
  digit: number;
  /** The digit's places in the base: the step's cells. */
  base: number[];
  /** Base places no cover house holds (eliminations see them all). */
  fins: number[];
  eliminations: CellDigit[];
}

/**
 * A basic or finned fish in words: base `lines` (rows when `byRow`, else columns, ascending) and
 * cover `crosses` (the other direction, ascending), 0-based.
 */
export function lineFishStep(
  board: Board,
  fish: FishFound,
  byRow: boolean,
  lines: readonly number[],
  crosses: readonly number[],
): Step {
  const { digit, fins } = fish;
  const lineHouses = (list: readonly number[], rows: boolean) =>
    list.map((l) => (rows ? board.rowHouse : board.columnHouse)[l]!);
  return makeStep(
    fish.name,
    [],
    fish.eliminations,
    fish.base,
    () => {
      const lineWord = byRow ? 'rows' : 'columns';
      const crossWord = byRow ? 'columns' : 'rows';
      const linesText = `${lineWord} ${listWord(lines.map((l) => String(l + 1)))}`;
      const crossesText = `${crossWord} ${listWord(crosses.map((c) => String(c + 1)))}`;
      const d = digitWord(digit);
      const start = `In ${linesText}, the ${d}s can only go in ${crossesText}`;
      if (fins.length === 0)
        return `${start}, so those ${lines.length} ${d}s are the ${d}s of ${crossesText}: the rest of ${crossesText} loses ${d}.`;
      const fin = fins.length > 1 ? `the fins ${cellsWord(board, fins)}` : `the fin ${cellsWord(board, fins)}`;
      return `${start}, apart from ${fin}. Either a fin holds ${d} or the fish does, so the cells of ${crossesText} that see every fin lose ${d}.`;
    },
    () => {
      const houses = housesOf(board, [
        ...lineHouses(lines, byRow),
        ...lineHouses(crosses, !byRow),
        ...fins.map((f) => board.boxHouse[board.geometry.regionOf[f]!]!),
      ]);
      return {
        nudge: lookAt(board, housesOf(board, lineHouses(lines, byRow)), digit),
        houses,
        highlights: finMarks(fins, digit),
      };
    },
  );
}

/** The fins as highlights of their own (drawn apart from the fish's body). */
const finMarks = (fins: readonly number[], digit: number): StepHighlight[] =>
  fins.map((cell) => ({ role: 'fin', cell, digit }));

/** A Franken or mutant fish in words, by its base and cover houses. */
export function houseFishStep(board: Board, fish: FishFound, baseHouses: number[], coverHouses: number[]): Step {
  const { digit, fins, eliminations } = fish;
  const detail = () => ({
    nudge: lookAt(board, housesOf(board, baseHouses), digit),
    houses: housesOf(board, [...baseHouses, ...coverHouses]),
    highlights: finMarks(fins, digit),
  });
  return makeStep(
    fish.name,
    [],
    eliminations,
    fish.base,
    () => {
      const d = digitWord(digit);
      const k = baseHouses.length;
      const houses = (list: number[]) => listWord(list.map((h) => houseWord(board, h)));
      const removed = spanWord(
        board,
        eliminations.map((e) => e.cell),
      );
      const many = `${['', 'one', 'two', 'three', 'four'][k] ?? k} ${d}s`;
      const baseText = houses(baseHouses);
      const start = `${baseText[0]!.toUpperCase()}${baseText.slice(1)} each hold one ${d}, in places they do not share, and all those places lie in ${houses(coverHouses)}`;
      if (fins.length === 0)
        return `${start}, so their ${many} are those houses' ${d}s. So ${d} is removed from ${removed}.`;
      const finWord = fins.length > 1 ? `fins ${cellsWord(board, fins)}` : `fin ${cellsWord(board, fins)}`;
      return `${start} apart from the ${finWord}: either a fin holds ${d} or their ${many} are those houses' ${d}s. Either way ${d} is removed from ${removed}, which see every fin.`;
    },
    detail,
  );
}
