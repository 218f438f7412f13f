/** The shapes every technique, the grader, the CLI and the web player share. */

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
