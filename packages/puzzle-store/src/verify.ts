/**
 * The verifier's check of one stored record, from scratch: nothing the generator wrote is trusted.
 *
 *   1. the record's schema and place (right variant and level file, id, clue count)
 *   2. the counter finds exactly one solution (an undecided search is a failure, not a pass)
 *   3. a stored solution equals the counter's
 *   4. the technique solver, with every technique, finishes it and earns the file's level
 *   5. the stored technique list equals the grader's
 *   6. killer: the cages cover the board as the generator makes them, and there are no givens
 *      (cage-cover.ts)
 *
 * Duplicates need the whole variant, so this returns the record's canonical form and the caller
 * (verifyPools) compares them.
 */
import { countSolutions, gridToString, parsePuzzle } from '@sudoku-forge/core-solver';
import { canonicalForm } from '@sudoku-forge/transforms';
import { gradePuzzle, TECHNIQUE_TABLE, type Grade } from '@sudoku-forge/grader';
import { cageCoverProblems, killerGivenProblems } from './cage-cover.ts';
import { RecordError, validateStoredRecord, type RecordPlace, type StoredLevel, type StoredRecord } from './record.ts';

/**
 * Positions the verifier's counter may visit. Far above what any stored puzzle needs (a 16x16
 * takes a few thousand), so "undecided" means something is badly wrong, not an unlucky search.
 */
export const VERIFY_MAX_POSITIONS = 5_000_000;

export interface RecordCheck {
  /** The record's id, or its file position when it has none. */
  id: string;
  /** What is wrong; empty when the record passed. */
  problems: string[];
  /** Canonical form (for duplicate detection); null when the record could not be read. */
  canonical: string | null;
}

const TECHNIQUE_ORDER = new Map(TECHNIQUE_TABLE.map((row, i) => [row.name, i]));

/** A grade's techniques as the record lists them: in grading order (unknown names last, by name). */
export function techniqueList(grade: Pick<Grade, 'techniques'>): string[] {
  const rank = (name: string) => TECHNIQUE_ORDER.get(name) ?? Number.MAX_SAFE_INTEGER;
  return Object.keys(grade.techniques)
    .filter((name) => (grade.techniques[name] ?? 0) > 0)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The canonical form of a record's puzzle: one string for all its disguises. */
export function recordCanonical(record: StoredRecord, givens?: Uint8Array): string {
  // Constraints go in as the parser reads them (0-based); a record without any parses only when
  // the caller has no givens.
  const parsed = record.constraints !== undefined || givens === undefined ? parsePuzzle(record) : null;
  return canonicalForm({
    variant: record.variant,
    puzzle: givens ?? parsed!.givens,
    ...(record.regions !== undefined ? { regions: record.regions } : {}),
    ...(record.cages !== undefined ? { cages: record.cages } : {}),
    ...(record.constraints !== undefined ? { constraints: [...parsed!.geometry.constraints] } : {}),
  });
}

/** Checks one record; never throws for a bad record (its problems are returned). */
export function verifyRecord(value: unknown, place: RecordPlace): RecordCheck {
  let record: StoredRecord;
  try {
    record = validateStoredRecord(value, place);
  } catch (error) {
    if (error instanceof RecordError)
      return { id: error.id, problems: [error.message.slice(error.id.length + 2)], canonical: null };
    throw error;
  }
  const problems: string[] = [];
  const puzzle = parsePuzzle(record);
  if (record.cages !== undefined) {
    problems.push(...killerGivenProblems(puzzle.geometry.size, puzzle.givens));
    problems.push(...cageCoverProblems(puzzle.geometry.size, puzzle.givens, record.cages));
  }
  const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2, maxPositions: VERIFY_MAX_POSITIONS });
  if (!count.decided) {
    problems.push(`the counter could not decide within ${VERIFY_MAX_POSITIONS} positions`);
  } else if (count.solutions !== 1) {
    problems.push(count.solutions === 0 ? 'it has no solution' : 'it has more than one solution');
  }
  const found = count.found[0];
  if (
    record.solution !== undefined &&
    count.solutions === 1 &&
    found &&
    gridToString(found) !== record.solution.toUpperCase()
  ) {
    problems.push('the stored solution differs from the solver’s');
  }
  if (problems.length === 0) {
    // A grade that differs from the stored one is the grader's change, not the puzzle's fault:
    // `sudoku regrade` refiles such records (regrade.ts).
    const grade = gradePuzzle(puzzle);
    if (!grade.solved) problems.push('the technique solver cannot finish it');
    else if (grade.level !== record.level)
      problems.push(
        `it grades ${grade.level} (hardest: ${grade.hardest}), not ${record.level} (if the grader changed, sudoku regrade refiles it)`,
      );
    const expected = techniqueList(grade);
    if (grade.solved && expected.join('|') !== record.techniques.join('|')) {
      problems.push(
        `techniques ${JSON.stringify(record.techniques)} should be ${JSON.stringify(expected)} (if the grader changed, sudoku regrade updates them)`,
      );
    }
  }
  return { id: record.id, problems, canonical: recordCanonical(record, puzzle.givens) };
}

/** A record graded again by today's grader: its level and technique list, or why it cannot be graded. */
export type Regraded = { level: StoredLevel; techniques: string[] } | { problem: string };

/** Grades a stored record again (regrade.ts). Never throws for a bad puzzle: the reason is returned. */
export function regradeRecord(record: StoredRecord): Regraded {
  try {
    const grade = gradePuzzle(parsePuzzle(record));
    if (!grade.solved) return { problem: 'the technique solver cannot finish it' };
    return { level: grade.level, techniques: techniqueList(grade) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
