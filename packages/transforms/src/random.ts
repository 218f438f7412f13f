/**
 * Random disguises: a seeded random element of the variant's safe set, reported as the list of
 * named moves that make it (replayable with applyMoves). Only core-solver's mulberry32 is used,
 * so a seed always gives the same disguise.
 */
import {
  digitSymbol,
  isConnected,
  mulberry32,
  randomInt,
  shuffle,
  VARIANTS,
  type Random,
} from '@sudoku-forge/core-solver';
import type { PuzzleData } from './data.ts';
import { relabelOf } from '@sudoku-forge/core-solver/rules';
import { moveConstraints } from './constraint-moves.ts';
import { moveFromName, movesToTransformation, SQUARE_MOVES } from './moves.ts';
import { groupElements, safeMoves } from './safe-moves.ts';
import { applyTransformation, compose, targets, type Transformation } from './transformation.ts';

export interface Disguise {
  data: PuzzleData;
  /** The moves applied, in order (see moves.ts for the vocabulary). */
  ops: string[];
}

/** A deterministic random disguise of the puzzle using only its variant's safe moves. */
export function randomTransform(data: PuzzleData, seed: number): Disguise {
  const random = mulberry32(seed);
  if (data.constraints) return constraintDisguise(data, random);
  const moves = safeMoves(data.variant);
  const ops = moves.lines ? randomLineOps(data, random) : randomListOps(data, random);
  if (moves.relabel) {
    const n = VARIANTS[data.variant].size;
    const digits = shuffle(
      random,
      Array.from({ length: n }, (_, i) => i + 1),
    );
    if (digits.some((d, i) => d !== i + 1)) ops.push(`relabel ${digits.map(digitSymbol).join('')}`);
  }
  return { data: applyMoves(data, ops), ops };
}

/** Replays named moves on every part of the data. */
export function applyMoves(data: PuzzleData, ops: readonly string[]): PuzzleData {
  return applyTransformation(data, movesToTransformation(ops, data.variant));
}

/** A uniform pick from a small listed safe set, as its shortest word in the safe moves. */
function randomListOps(data: PuzzleData, random: Random): string[] {
  const elements = groupElements(data.variant);
  return [...elements[randomInt(random, elements.length)]!.ops];
}

/**
 * For the line group: a random symmetry of the square that the variant allows, then Fisher–Yates
 * shuffles of the bands, the rows in each band, the stacks and the columns in each stack, each
 * swap one named move. Without cages that is a uniform pick from the whole group. With cages a
 * swap that would split a cage is skipped, so cages stay connected shapes players recognise.
 */
function randomLineOps(data: PuzzleData, random: Random): string[] {
  const moves = safeMoves(data.variant);
  const { bandHeight, stackWidth } = moves.lines!;
  const n = VARIANTS[data.variant].size;
  const ops: string[] = [];
  let current: Transformation = movesToTransformation([], data.variant);
  const keepsCages = cageGuard(data);
  const tryMove = (name: string) => {
    const next = compose(current, moveFromName(name, data.variant));
    if (!keepsCages(next)) return;
    current = next;
    ops.push(name);
  };

  const squareMoves = moves.moves.filter((m) => !m.startsWith('swap'));
  const pick = randomInt(random, squareMoves.length + 1);
  if (pick < squareMoves.length) tryMove(squareMoves[pick]!);

  const shuffleSwaps = (count: number, name: (a: number, b: number) => string) => {
    for (let i = count - 1; i > 0; i--) {
      const j = randomInt(random, i + 1);
      if (j !== i) tryMove(name(j + 1, i + 1));
    }
  };
  shuffleSwaps(n / bandHeight, (a, b) => `swap bands ${a} ${b}`);
  for (let band = 0; band < n / bandHeight; band++) {
    shuffleSwaps(bandHeight, (a, b) => `swap rows ${band * bandHeight + a} ${band * bandHeight + b}`);
  }
  shuffleSwaps(n / stackWidth, (a, b) => `swap stacks ${a} ${b}`);
  for (let stack = 0; stack < n / stackWidth; stack++) {
    shuffleSwaps(stackWidth, (a, b) => `swap columns ${stack * stackWidth + a} ${stack * stackWidth + b}`);
  }
  return ops;
}

/** A check that every cage connected in the data is still connected after a transformation. */
function cageGuard(data: PuzzleData): (transformation: Transformation) => boolean {
  const n = VARIANTS[data.variant].size;
  const connected = (data.cages ?? []).filter((cage) => isConnected([...cage.cells], n));
  if (connected.length === 0) return () => true;
  return (transformation) => {
    const target = targets(transformation);
    return connected.every((cage) =>
      isConnected(
        cage.cells.map((c) => target[c]!),
        n,
      ),
    );
  };
}

/**
 * A constraint puzzle's disguise (constraint-moves.ts): a symmetry of the square the variant
 * allows and every constraint keeps (the identity when none does), then the relabelling the
 * constraints allow — any (houses, palindromes, clones), only d → n+1−d (whispers, white dots,
 * renban, non-consecutive …) or none (sums, thermos, parity, black dots …).
 */
function constraintDisguise(data: PuzzleData, random: Random): Disguise {
  const n = VARIANTS[data.variant].size;
  const allowed = new Set(safeMoves(data.variant).moves);
  const square = ['', ...SQUARE_MOVES.filter((m) => allowed.has(m))].filter((name) => {
    if (name === '') return true;
    const t = movesToTransformation([name], data.variant);
    return moveConstraints(data.constraints!, targets(t), t.digits, n) !== null;
  });
  const pick = square[randomInt(random, square.length)]!;
  const ops = pick === '' ? [] : [pick];
  const relabel = safeMoves(data.variant).relabel ? relabelOf(data.constraints!) : 'none';
  if (relabel === 'any') {
    const digits = shuffle(
      random,
      Array.from({ length: n }, (_, i) => i + 1),
    );
    if (digits.some((d, i) => d !== i + 1)) ops.push(`relabel ${digits.map(digitSymbol).join('')}`);
  } else if (relabel === 'mirror' && randomInt(random, 2) === 1) {
    ops.push(`relabel ${Array.from({ length: n }, (_, i) => digitSymbol(n - i)).join('')}`);
  }
  return { data: applyMoves(data, ops), ops };
}
