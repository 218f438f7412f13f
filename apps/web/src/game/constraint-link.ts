/**
 * A shared constraint puzzle opened in the player: an f-puzzles link (`?load=` lz-string JSON), its
 * bare data, f-puzzles JSON pasted as it is, or a SudokuPad link. core-solver reads it (formats/:
 * every constraint it models; one it does not is a FormatError naming it) into a record with
 * `constraints`; the player keeps the puzzle's title, author and rules text beside it, and the
 * f-puzzles data it writes back for the share link (`?load=…`, whatever the link was). Runs in the
 * learn worker (engine/learn.worker.ts): the page stays responsive whatever the link holds.
 */
import {
  FormatError,
  fpuzzlesFromJson,
  importedToRecord,
  MAX_FPUZZLES_JSON,
  readPuzzleLink,
  writeFpuzzles,
  type ImportedPuzzle,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';

/** What a shared puzzle says about itself. */
export interface PuzzleAbout {
  readonly title?: string;
  readonly author?: string;
  readonly rules?: string;
}

export interface LinkPuzzle {
  readonly record: PuzzleRecord & { variant: VariantId };
  readonly about: PuzzleAbout;
  /** The puzzle as f-puzzles data (lz-string base64), for the player's `?load=` share link. */
  readonly load: string;
}

/** Longest title, author and rules text kept (a link is anyone's text). */
const ABOUT_LIMITS = { title: 120, author: 80, rules: 2000 } as const;

/** Reads a link, payload or f-puzzles JSON; an Error with a sentence for the player when it cannot. */
export function readLinkPuzzle(text: string): LinkPuzzle {
  let imported: ImportedPuzzle;
  try {
    imported = readImported(text.trim());
  } catch (error) {
    throw new Error(sentence(error));
  }
  const record = importedToRecord(imported) as PuzzleRecord & { variant: VariantId };
  const about: Record<string, string> = {};
  for (const key of ['title', 'author', 'rules'] as const) {
    const value = imported[key]?.trim();
    if (value) about[key] = value.length > ABOUT_LIMITS[key] ? `${value.slice(0, ABOUT_LIMITS[key])}…` : value;
  }
  const load = /[?&]load=([^&#]+)/u.exec(writeFpuzzles(imported))![1]!;
  return { record, about, load };
}

function readImported(text: string): ImportedPuzzle {
  if (!text.startsWith('{')) return readPuzzleLink(text);
  if (text.length > MAX_FPUZZLES_JSON)
    throw new FormatError(
      `the f-puzzles JSON is longer than ${MAX_FPUZZLES_JSON.toLocaleString('en')} characters`,
      'too-large',
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FormatError('the text starts like f-puzzles JSON but is not JSON', 'not-json');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new FormatError('the f-puzzles JSON is not an object', 'not-json');
  return fpuzzlesFromJson(json as Record<string, unknown>);
}

/** The reader's words as the player's sentence: what cannot be modelled is said plainly. */
function sentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const text = `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/u.test(message) ? '' : '.'}`;
  if (error instanceof FormatError && error.problem === 'unsupported')
    return `Sudoku Forge cannot model this puzzle yet. ${text}`;
  return text;
}
