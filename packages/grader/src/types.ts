/** The shapes every technique, the grader, the CLI and the web player share. */
import type { ConstraintType } from '@sudoku-forge/core-solver';

export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** The five levels, easiest first (HoDoKu's Easy, Medium, Hard, Unfair, Extreme). */
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];

export interface CellDigit {
  /** 0-based cell index in reading order. */
  cell: number;
  digit: number;
}

/** One logical step. Cells are 0-based inside the library; stepToJson makes them 1-based. */
export interface Step {
  /** Lower-case technique name as in TECHNIQUE_TABLE ("naked single", "x-wing"). */
  technique: string;
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** The cells that make the step hold (for highlighting). */
  cells: number[];
  /** Cells whose content changes (placements and eliminations). */
  affected?: number[];
  /** One or two plain sentences saying why the step holds. */
  explanation: string;
  /**
   * Where to look, without giving the answer away ("Look at row 5."): hint stage 1. Never names
   * a placed digit together with its cell. (Optional only because killer steps built outside
   * makeStep's detail record may lack it; every finder in the table fills it, see table.ts.)
   */
  nudge?: string;
  /** The houses and cages the step reasons in, for highlighting (hint stage 1). */
  houses?: StepHouse[];
  /**
   * The chain as ordered candidate links (chains, colouring, wings, forcing steps, remote pairs,
   * skyscrapers and kites, ALS links); [] for steps that are not chain-like.
   */
  links?: StepLink[];
  /**
   * Candidates and cells with a part to play, for drawing: a finned fish's fins, the digits that
   * rule a hidden single's other cells out (and those cells), a rectangle's corners. [] for none.
   */
  highlights?: StepHighlight[];
}

/** The teaching fields of a step, as makeStep's detail record returns them. */
export interface StepDetail {
  nudge: string;
  houses: StepHouse[];
  links?: StepLink[];
  highlights?: StepHighlight[];
}

/**
 * What a highlighted candidate or cell does in the step:
 *   pattern    a candidate (or a solved digit) of the pattern, e.g. a unique rectangle's corners
 *   fin        a finned fish's fin: the eliminations must see every fin
 *   cause      a digit on the board that rules other cells out (a hidden single's helpers)
 *   ruled-out  a cell that cannot take the digit (no `digit` needed: the step's digit)
 */
export type HighlightRole = 'pattern' | 'fin' | 'cause' | 'ruled-out';

export interface StepHighlight {
  role: HighlightRole;
  cell: number;
  /** The candidate or placed digit (omitted for a whole cell). */
  digit?: number;
}

/** A house or cage a step reasons in. `index` is the unit's 1-based index among its kind. */
export interface StepHouse {
  /**
   * The unit's kind; for a constraint a step reasons in (issue 27), the constraint's type
   * ("thermo", "arrow", "kropki-white", …) and its 1-based place among the puzzle's rules.
   */
  unit: 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window' | 'extraregion' | 'group' | 'cage' | ConstraintType;
  index: number;
  /** Cages only: the cage's sum. */
  sum?: number;
  /** Constraints only: the constraint by its place, as its handler names it ("the thermo from r4c1"). */
  name?: string;
  /** 0-based cells, ascending. */
  cells: number[];
}

/** One link of a chain: a strong link (one of the two is true) or a weak one (not both). */
export interface StepLink {
  from: CellDigit;
  to: CellDigit;
  strong: boolean;
  /**
   * A group node's cells (grouped chains, forcing nets' locked candidates): the digit in one of
   * these cells. `from.cell` / `to.cell` is then the group's first cell. Absent for one candidate.
   */
  fromCells?: number[];
  toCells?: number[];
}

export interface Grade {
  level: Level;
  /** The hardest technique needed ("guessing" when the techniques got stuck). */
  hardest: string;
  /** How many steps of each technique the path used. */
  techniques: Record<string, number>;
  solved: boolean;
  steps: number;
  /** HoDoKu-style score: the sum of the steps' base scores. */
  score: number;
}
