/**
 * Writing f-puzzles links (the reader, and the JSON's fields: fpuzzles.ts): a puzzle's board and
 * constraints as f-puzzles JSON, compressed as the site does. `readFpuzzles(writeFpuzzles(p))`
 * gives p back; constraints f-puzzles cannot hold (slow thermos, hyper windows) are refused by name.
 */
import * as lzString from 'lz-string';
import { littleKillerStep } from '../constraints/record.ts';
import type { Constraint } from '../constraints/types.ts';
import { FormatError, type ImportedPuzzle } from './imported.ts';

/**
 * lz-string's compressToBase64. lz-string is CommonJS: bundlers give its functions as named
 * exports, plain Node's ESM loader only as the default export (it cannot see them statically).
 */
function compressToBase64(text: string): string {
  const compress =
    (lzString as { compressToBase64?: (text: string) => string }).compressToBase64 ??
    (lzString as unknown as { default: { compressToBase64: (text: string) => string } }).default.compressToBase64;
  return compress(text);
}

/** The f-puzzles JSON object of a puzzle (what `writeFpuzzles` compresses). */
export function fpuzzlesJson(puzzle: ImportedPuzzle): Record<string, unknown> {
  const n = puzzle.size;
  const name = (cell: number) => `R${Math.floor(cell / n) + 1}C${(cell % n) + 1}`;
  const names = (cells: readonly number[]) => cells.map(name);
  const out: Record<string, unknown> = { size: n };
  if (puzzle.title !== undefined) out.title = puzzle.title;
  if (puzzle.author !== undefined) out.author = puzzle.author;
  if (puzzle.rules !== undefined) out.ruleset = puzzle.rules;
  out.grid = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const cell = r * n + c;
      const entry: Record<string, unknown> = {};
      const d = puzzle.givens[cell]!;
      if (d !== 0) Object.assign(entry, { value: d, given: true });
      if (puzzle.regionOf) entry.region = puzzle.regionOf[cell];
      return entry;
    }),
  );
  if (puzzle.solution) out.solution = [...puzzle.solution];
  const push = (key: string, item: unknown) => {
    out[key] ??= [];
    (out[key] as unknown[]).push(item);
  };
  const lineKey: Partial<Record<Constraint['type'], string>> = {
    thermo: 'thermometer',
    renban: 'renban',
    palindrome: 'palindrome',
    between: 'betweenline',
    'region-sum-line': 'regionsumline',
    entropic: 'entropicline',
  };
  for (const c of puzzle.constraints) {
    switch (c.type) {
      case 'diagonal+':
      case 'diagonal-':
      case 'antiknight':
      case 'antiking':
      case 'nonconsecutive':
      case 'disjointgroups':
        out[c.type] = true;
        break;
      case 'negative':
        push('negative', { 'kropki-white': 'difference', 'kropki-black': 'ratio', xv: 'xv' }[c.of]);
        break;
      case 'extraregion':
        push('extraregion', { cells: names(c.cells) });
        break;
      case 'cage':
        push(
          'killercage',
          c.sum === undefined ? { cells: names(c.cells) } : { cells: names(c.cells), value: String(c.sum) },
        );
        break;
      case 'arrow':
        push('arrow', { cells: names(c.circle), lines: [[name(c.circle[0]!), ...names(c.cells)]] });
        break;
      case 'little-killer': {
        const first = c.cells[0]!;
        const r0 = Math.floor(first / n);
        const c0 = first % n;
        const [dr, dc] = littleKillerStep(c.cells, n);
        push('littlekillersum', {
          cell: `R${r0 + 1 - dr}C${c0 + 1 - dc}`,
          direction: `${dr < 0 ? 'U' : 'D'}${dc < 0 ? 'L' : 'R'}`,
          value: String(c.sum),
        });
        break;
      }
      case 'sandwich':
        push('sandwichsum', {
          cell: c.house === 'row' ? `R${c.index + 1}C0` : `R0C${c.index + 1}`,
          value: String(c.sum),
        });
        break;
      case 'whisper':
        push('whispers', { lines: [names(c.cells)], value: String(c.difference) });
        break;
      case 'kropki-white':
        push(
          'difference',
          c.value === undefined || c.value === 1
            ? { cells: names(c.cells) }
            : { cells: names(c.cells), value: String(c.value) },
        );
        break;
      case 'kropki-black':
        push(
          'ratio',
          c.value === undefined || c.value === 2
            ? { cells: names(c.cells) }
            : { cells: names(c.cells), value: String(c.value) },
        );
        break;
      case 'xv':
        push('xv', { cells: names(c.cells), value: c.sum === 10 ? 'X' : 'V' });
        break;
      case 'odd':
      case 'even':
      case 'minimum':
      case 'maximum':
        for (const cell of c.cells) push(c.type, { cell: name(cell) });
        break;
      case 'quadruple':
        push('quadruple', { cells: names(c.cells), values: [...c.digits] });
        break;
      case 'clone':
        push('clone', { cells: names(c.cells), cloneCells: names(c.clone) });
        break;
      case 'slow-thermo':
        throw new FormatError(
          'f-puzzles has no slow thermometers: this puzzle cannot be written as an f-puzzles link',
          'unsupported',
        );
      case 'windows':
        throw new FormatError('f-puzzles has no hyper windows: write them as four extra regions', 'unsupported');
      default: {
        const key = lineKey[c.type]!;
        push(key, { lines: [names(c.cells)] });
      }
    }
  }
  return out;
}

/** An f-puzzles link that reads back (readFpuzzles) to the same puzzle. */
export function writeFpuzzles(puzzle: ImportedPuzzle): string {
  return fpuzzlesLink(fpuzzlesJson(puzzle));
}

/** The f-puzzles link of an f-puzzles JSON object (lz-string's compressToBase64, as the site). */
export function fpuzzlesLink(json: Record<string, unknown>): string {
  return `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(json))}`;
}
