/**
 * The shapes the player's pages share with the grader, as plain data that crosses the worker
 * boundary. Each package is reached through one module: the grader through ./learn.ts (inside the
 * learn worker, so grading never blocks the page), the transforms through ./disguise.ts.
 */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert', 'extreme'];
export const LEVEL_NAMES: Record<Level, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  extreme: 'Extreme',
};

export interface Step {
  technique: string | null;
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
  cells: number[];
  affected?: number[];
  explanation: string;
}

export interface Grade {
  level: Level;
  hardest: string;
  techniques: Record<string, number>;
  solved: boolean;
  steps: number;
  score?: number;
}

