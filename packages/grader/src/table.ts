/**
 * The one technique table: every technique the grader knows, in grading order, with its level
 * and HoDoKu base score (TECHNIQUES.md). A finder may report several technique names (the fish
 * finder says "x-wing" or "finned x-wing"); the table lists each name once.
 */
import type { State } from './state.ts';
import type { Level, Step } from './types.ts';
import { fullHouse, hiddenSingle, nakedSingle } from './techniques/singles.ts';
import { lockedCandidates } from './techniques/intersections.ts';
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  lockedPair,
  lockedTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './techniques/subsets.ts';
import { finnedJellyfish, finnedSwordfish, finnedXWing, jellyfish, swordfish, xWing } from './techniques/fish.ts';
import { emptyRectangle, turbotFamily } from './techniques/single-digit.ts';
import { aic, xChain, xyChain } from './techniques/chains.ts';
import { forcingChain, forcingNet } from './techniques/forcing.ts';
import { cageCombinations, cageUnitIntersection, innieOutie, multiInnieOutie } from './techniques/killer.ts';
import { bugPlusOne, uniqueRectangle } from './techniques/uniqueness.ts';
import { multiColours, simpleColours } from './techniques/colouring.ts';
import { remotePair, wWing, xyWing, xyzWing } from './techniques/wings.ts';

export interface TechniqueInfo {
  name: string;
  level: Level;
  score: number;
}

export interface Finder {
  /** The technique names this finder may report, with their levels and scores. */
  readonly techniques: readonly TechniqueInfo[];
  /** True when the finder relies on the puzzle having one solution. */
  readonly uniqueness?: boolean;
  readonly find: (state: State) => Step | null;
}

const t = (name: string, level: Level, score: number): TechniqueInfo => ({ name, level, score });

/** Finders in the order the grader tries them: cheapest and easiest first. */
export const FINDERS: readonly Finder[] = [
  { techniques: [t('full house', 'easy', 4)], find: fullHouse },
  { techniques: [t('naked single', 'easy', 4)], find: nakedSingle },
  { techniques: [t('hidden single', 'easy', 14)], find: hiddenSingle },
  { techniques: [t('cage combinations', 'medium', 30)], find: cageCombinations },
  { techniques: [t('innies and outies', 'medium', 40)], find: innieOutie },
  { techniques: [t('locked pair', 'medium', 40)], find: lockedPair },
  {
    techniques: [t('locked candidates (pointing)', 'medium', 50), t('locked candidates (claiming)', 'medium', 50)],
    find: lockedCandidates,
  },
  { techniques: [t('locked triple', 'medium', 60)], find: lockedTriple },
  { techniques: [t('naked pair', 'medium', 60)], find: nakedPair },
  { techniques: [t('hidden pair', 'medium', 70)], find: hiddenPair },
  { techniques: [t('naked triple', 'medium', 80)], find: nakedTriple },
  { techniques: [t('hidden triple', 'medium', 100)], find: hiddenTriple },
  { techniques: [t('cage-unit intersection', 'medium', 60)], find: cageUnitIntersection },
  { techniques: [t('multi-unit innies and outies', 'hard', 100)], find: multiInnieOutie },
  {
    techniques: [
      t('unique rectangle type 1', 'hard', 100),
      t('unique rectangle type 2', 'hard', 100),
      t('unique rectangle type 3', 'hard', 100),
      t('unique rectangle type 4', 'hard', 100),
    ],
    uniqueness: true,
    find: uniqueRectangle,
  },
  { techniques: [t('bug+1', 'hard', 100)], uniqueness: true, find: bugPlusOne },
  { techniques: [t('remote pair', 'hard', 110)], find: remotePair },
  { techniques: [t('naked quad', 'hard', 120)], find: nakedQuad },
  {
    techniques: [t('turbot fish', 'hard', 120), t('skyscraper', 'hard', 130), t('2-string kite', 'hard', 150)],
    find: turbotFamily,
  },
  { techniques: [t('empty rectangle', 'hard', 120)], find: emptyRectangle },
  { techniques: [t('x-wing', 'hard', 140)], find: xWing },
  { techniques: [t('finned x-wing', 'hard', 130), t('sashimi x-wing', 'hard', 150)], find: finnedXWing },
  { techniques: [t('hidden quad', 'hard', 150)], find: hiddenQuad },
  { techniques: [t('w-wing', 'hard', 150)], find: wWing },
  { techniques: [t('swordfish', 'hard', 150)], find: swordfish },
  { techniques: [t('simple colours', 'hard', 150)], find: simpleColours },
  { techniques: [t('xy-wing', 'hard', 160)], find: xyWing },
  { techniques: [t('jellyfish', 'hard', 160)], find: jellyfish },
  { techniques: [t('xyz-wing', 'hard', 180)], find: xyzWing },
  { techniques: [t('multi colours', 'hard', 200)], find: multiColours },
  { techniques: [t('finned swordfish', 'expert', 200), t('sashimi swordfish', 'expert', 240)], find: finnedSwordfish },
  { techniques: [t('finned jellyfish', 'expert', 250), t('sashimi jellyfish', 'expert', 260)], find: finnedJellyfish },
  { techniques: [t('x-chain', 'expert', 260)], find: xChain },
  { techniques: [t('xy-chain', 'expert', 260)], find: xyChain },
  { techniques: [t('aic', 'expert', 280)], find: aic },
  { techniques: [t('forcing chain', 'extreme', 500)], find: forcingChain },
  { techniques: [t('forcing net', 'extreme', 700)], find: forcingNet },
];

/** Every technique the grader reports: name, level and HoDoKu-style base score. */
export const TECHNIQUE_TABLE: readonly TechniqueInfo[] = (() => {
  const seen = new Set<string>();
  const out: TechniqueInfo[] = [];
  for (const finder of FINDERS) {
    for (const info of finder.techniques) {
      if (seen.has(info.name)) continue;
      seen.add(info.name);
      out.push(info);
    }
  }
  return out;
})();

const BY_NAME = new Map(TECHNIQUE_TABLE.map((info) => [info.name, info]));

export function techniqueInfo(name: string): TechniqueInfo | undefined {
  return BY_NAME.get(name);
}

export const levelIndex = (level: Level): number =>
  ['easy', 'medium', 'hard', 'expert', 'extreme'].indexOf(level);
