/**
 * The hint sheet's words at each stage (what game/hint-view.ts marks on the board, said in words)
 * and the guide link, as Good Sudoku teaches (issue 30 §5):
 *
 *   stage 1  the technique and the houses to look in ("A hidden single in column 6."): no cell,
 *            no digit
 *   stage 2  why: the grader's nudge (it may name the digit and the houses it reasons in) and how
 *            to read the drawing
 *   stage 3  the step: the explanation (a chain in words, not Eureka notation) and what changes
 *
 * Digits are the board's symbols ("C" on 16×16, never "12"). The grader's Step is shared with the
 * CLI: its JSON keeps its own wording, the player's words are made here. Pure; loaded with the
 * teaching parts, not with the first screen.
 */
import { digitSymbol, type VariantId } from '@sudoku-forge/core-solver';
import type { StepHouse, StepLink } from '@sudoku-forge/grader/types';
import type { HintView } from './hint-view.ts';

/** The guide's page for a technique in a variant (App's hash route; guide/route.ts reads it). */
export function guideHref(variant: VariantId, technique: string): string {
  return `#/guide/${variant}/${encodeURIComponent(technique)}`;
}

/** What the sheet says at each stage, in words. */
export interface HintText {
  /** The technique's name as people write it (every stage). */
  title: string;
  /** Stage 1 on: where to look — the technique and its houses, no cell and no digit. */
  nudge: string;
  /** Stage 2 on: why — the step's own nudge. */
  why?: string;
  /** Stage 2 on: how to read the drawing (arrows, rings, fins). */
  legend?: string;
  /** Stage 3: why the step holds. */
  explanation?: string;
  /** Stage 3: what the step changes, in words. */
  changes?: string[];
}

const KIND_WORDS: Record<string, [string, string]> = {
  row: ['row', 'rows'],
  column: ['column', 'columns'],
  box: ['box', 'boxes'],
  region: ['region', 'regions'],
  diagonal: ['diagonal', 'diagonals'],
  window: ['window', 'windows'],
  extraregion: ['extra region', 'extra regions'],
  group: ['disjoint group', 'disjoint groups'],
};

const list = (words: readonly string[]): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "column 6", "rows 2 and 7 and box 3", "the 11 cage", "the thermo from r4c1": the houses a step reasons in, in words. */
export function housesInWords(houses: readonly StepHouse[]): string {
  const kinds = new Map<string, number[]>();
  const cages: string[] = [];
  for (const h of houses) {
    // A constraint by its place, as its handler names it ("the thermo from r4c1", "the cage at
    // r3c3" for a cage drawn without a sum), not "thermo 1".
    if (h.name !== undefined) cages.push(h.name);
    else if (h.unit === 'cage') cages.push(`the ${h.sum ?? ''} cage`.replace('the  cage', 'a cage'));
    else (kinds.get(h.unit) ?? kinds.set(h.unit, []).get(h.unit)!).push(h.index);
  }
  const parts = [...kinds].map(([kind, indexes]) => {
    const [one, many] = KIND_WORDS[kind] ?? [kind, `${kind}s`];
    return indexes.length === 1 ? `${one} ${indexes[0]}` : `${many} ${list(indexes.map(String))}`;
  });
  return list([...parts, ...cages]);
}

/** Stage 1: the technique and where to look; a step over many houses (a chain) names none. */
function whereToLook(title: string, houses: readonly StepHouse[]): string {
  // "Hidden single" reads "a hidden single"; a letter said as a letter keeps its case: "an X-wing", "an AIC".
  const spelt = /^[A-Z][^a-z]/u.test(title);
  const name = spelt ? title : title.charAt(0).toLowerCase() + title.slice(1);
  const article = /^[aeiou]/iu.test(name) || (spelt && /^[FHLMNRSX]/u.test(name)) ? 'An' : 'A';
  if (houses.length === 0 || houses.length > 4)
    return `${article} ${name} is on the board: the highlighted houses hold it.`;
  return `${article} ${name} in ${housesInWords(houses)}.`;
}

/** One end of a link in words: "r2c8" for a candidate, "one of r2c7, r2c8" for a group. */
function nodeWord(cells: readonly number[] | undefined, cell: number, cellName: (cell: number) => string): string {
  return cells && cells.length > 1 ? `one of ${cells.map(cellName).join(', ')}` : cellName(cell);
}

/**
 * A chain in sentences, each link said as what it means: strong "if r2c8 is not 2, then r2c8 is 5",
 * weak "so r4c8 is not 5". Undefined when the step draws no chain (alternating from a strong link).
 */
export function chainInWords(links: readonly StepLink[], cellName: (cell: number) => string): string | undefined {
  if (links.length < 2 || !links[0]!.strong) return undefined;
  const is = (cells: readonly number[] | undefined, cell: number, digit: number, yes: boolean) => {
    const where = nodeWord(cells, cell, cellName);
    const d = digitSymbol(digit);
    if (cells && cells.length > 1)
      return yes ? `the ${d} is in ${where}` : `the ${d} is in none of ${cells.map(cellName).join(', ')}`;
    return `${where} ${yes ? 'is' : 'is not'} ${d}`;
  };
  const first = links[0]!;
  const steps = [`Suppose ${is(first.fromCells, first.from.cell, first.from.digit, false)}.`];
  links.forEach((l) => {
    const then = is(l.toCells, l.to.cell, l.to.digit, l.strong);
    steps.push(l.strong ? `Then ${then} (one of the two must be true).` : `So ${then} (both cannot be true).`);
  });
  return steps.join(' ');
}

/** The step's explanation for the player: a chain in words (the grader's Eureka notation left to the CLI). */
function explanationOf(hint: Extract<HintView, { kind: 'step' }>, cellName: (cell: number) => string): string {
  const { step } = hint;
  const eureka = /\(\w+\)r\d+c\d+/u.test(step.explanation);
  const words = eureka ? chainInWords(step.links ?? [], cellName) : undefined;
  if (!words) return step.explanation;
  const links = step.links!;
  const first = links[0]!;
  const last = links[links.length - 1]!;
  const start = nodeWord(first.fromCells, first.from.cell, cellName);
  const end = nodeWord(last.toCells, last.to.cell, cellName);
  if (step.placements.length > 0) {
    return `${words} That brings the chain back to its start, so ${start} must be ${digitSymbol(first.from.digit)}.`;
  }
  return `${words} So either ${start} is ${digitSymbol(first.from.digit)} or ${end} is ${digitSymbol(last.to.digit)}: a candidate that sees both cannot be true.`;
}

export function hintText(hint: Extract<HintView, { kind: 'step' }>, cellName: (cell: number) => string): HintText {
  const { step, stage } = hint;
  const title = step.displayName;
  const nudge = whereToLook(title, step.houses ?? []);
  if (stage === 1) return { title, nudge };
  const links = step.links ?? [];
  const legend =
    links.length > 0
      ? links.some((l) => !l.strong)
        ? 'Arrows follow the chain: solid for a strong link (one of the two is true), dashed for a weak link (not both).'
        : 'Arrows follow the strong links: one end or the other is true.'
      : undefined;
  const roles = new Set((step.highlights ?? []).map((h) => h.role));
  const notes = [
    ...(legend ? [legend] : []),
    ...(links.some((l) => l.fromCells || l.toCells)
      ? ['A boxed group counts as one node: the digit is in one of its cells.']
      : []),
    ...(roles.has('cause') || roles.has('ruled-out') ? ['The ringed digits rule out the hatched cells.'] : []),
    ...(roles.has('fin') ? ['The fins have a dashed ring: the cells that lose the digit see every fin.'] : []),
  ];
  const key = notes.length > 0 ? { legend: notes.join(' ') } : {};
  const why = step.nudge ? { why: step.nudge } : {};
  if (stage === 2) return { title, nudge, ...why, ...key };
  const changes: string[] = [];
  if (step.placements.length > 0)
    changes.push(`Place ${step.placements.map((p) => `${digitSymbol(p.digit)} in ${cellName(p.cell)}`).join(', ')}.`);
  const explanation = explanationOf(hint, cellName);
  // A constraint step's explanation already ends with what it removes ("…, so r1c4 loses 2 and 3."):
  // said twice, it pushed Apply below the phone's sheet.
  if (step.removes && !explanation.includes(step.removes)) changes.push(`Removes: ${step.removes}.`);
  return { title, nudge, ...why, ...key, explanation, changes };
}
