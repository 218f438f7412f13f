/**
 * The parser with every reader: shared links (formats/links.ts) and a record's constraints
 * (constraints/record.ts) with every constraint handler (constraints/registry.ts) on top of
 * parse.ts's grids, region maps and cages.
 */
import { constraintsFromJson, constraintsKey } from './constraints/record.ts';
import { handlerOf } from './constraints/registry.ts';
import { isPuzzleLink, linkRecord } from './formats/links.ts';
import { readPuzzle, type ConstraintReaders, type ParseOptions, type Puzzle, type PuzzleRecord } from './parse.ts';

const READERS: ConstraintReaders = { isPuzzleLink, linkRecord, constraintsFromJson, constraintsKey, handlerOf };

/** Any accepted input as a Puzzle: a grid, a JSON record (with or without constraints) or a shared link (parse.ts readPuzzle). */
export function parsePuzzle(input: string | PuzzleRecord, options: ParseOptions = {}): Puzzle {
  return readPuzzle(input, options, READERS);
}
