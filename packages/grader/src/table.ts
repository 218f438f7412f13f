/**
 * The one technique table: every technique the grader knows, in grading order, with its level
 * and HoDoKu base score (docs/techniques.md). A finder may report several technique names (the fish
 * finder says "x-wing" or "finned x-wing"); the table lists each name once.
 */
import type { State } from './state.ts';
import type { Level, Step } from './types.ts';
import { distinctInstances, type Search } from './collect.ts';
import { defaultDetail } from './detail.ts';
import { withDetail } from './words.ts';
import { fullHouses, hiddenSingles, nakedSingles } from './techniques/singles.ts';
import { lockedCandidatesAll } from './techniques/intersections.ts';
import {
  hiddenPairs,
  hiddenQuads,
  hiddenTriples,
  lockedPairs,
  lockedTriples,
  nakedPairs,
  nakedQuads,
  nakedTriples,
} from './techniques/subsets.ts';
import {
  finnedFrankenJellyfishes,
  finnedFrankenSwordfishes,
  finnedFrankenXWings,
  finnedJellyfishes,
  finnedSwordfishes,
  finnedXWings,
  frankenJellyfishes,
  frankenSwordfishes,
  frankenXWings,
  jellyfishes,
  mutantJellyfishes,
  mutantSwordfishes,
  mutantXWings,
  swordfishes,
  xWings,
} from './techniques/fish.ts';
import { emptyRectangles, turbotFishes } from './techniques/single-digit.ts';
import { aics, constraintChains, groupedAics, xChains, xyChains } from './techniques/chains.ts';
import { alsXyWing, alsXz } from './techniques/als.ts';
import { forcingChains, forcingNets, nestedForcingNets } from './techniques/forcing.ts';
import {
  cageCombinationSteps,
  cageSplittingSteps,
  cageUnitIntersections,
  combinationChainSteps,
  combinationSubsetSteps,
  innieMinusOutieSteps,
  innieOutieSteps,
  largeInnieOutieSteps,
  lastCageCells,
  multiInnieOutieSteps,
  oneCombinationCages,
  oneInnieOutieSteps,
  unitCageIntersections,
} from './techniques/killer/index.ts';
import { uniqueRectangles } from './techniques/uniqueness.ts';
import { bugPlusOnes } from './techniques/bug.ts';
import { multiColourings, simpleColourings } from './techniques/colouring.ts';
import { remotePairs, wWings, xyWings, xyzWings } from './techniques/wings.ts';
import { sueDeCoqs } from './techniques/sue-de-coq.ts';
import { constraintSteps } from './techniques/constraints.ts';
import { LAST_SUM_CELL, lastSumCells } from './techniques/last-sum-cell.ts';
import { WHISPER_POLARITY, whisperPolarities } from './techniques/whisper-polarity.ts';
import { WHISPER_NEIGHBOURS, whisperNeighbourSteps } from './techniques/whisper-neighbours.ts';
import { LINE_HOUSE, LINE_PIGEONHOLE, lineHouseSteps, linePigeonholeSteps } from './techniques/line-house.ts';
import {
  HOUSE_CONSTRAINTS,
  JOINED_CONSTRAINTS,
  MEETING_CONSTRAINTS,
  houseConstraintSteps,
  joinedConstraintSteps,
  meetingConstraintSteps,
} from './techniques/joined-constraints.ts';

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
  /** Every instance in the position, distinct by effect, in reading order. */
  readonly findAll: (state: State) => Step[];
  /** The instance that comes first in reading order (what a hint shows), or null. */
  readonly find: (state: State) => Step | null;
}

const t = (name: string, level: Level, score: number): TechniqueInfo => ({ name, level, score });

function finder(techniques: TechniqueInfo[], search: Search, uniqueness = false): Finder {
  const order = new Map(techniques.map((info, i) => [info.name, i]));
  const rank = (name: string) => order.get(name) ?? techniques.length;
  const findAll = (state: State): Step[] => {
    const out: Step[] = [];
    search(state, out);
    const steps = distinctInstances(state, out, rank);
    // Every step carries a nudge, houses and links; a technique that gave none gets the default.
    for (const step of steps) if (!('houses' in step)) withDetail(step, () => defaultDetail(state.board, step));
    return steps;
  };
  return {
    techniques,
    ...(uniqueness ? { uniqueness } : {}),
    findAll,
    find: (state) => findAll(state)[0] ?? null,
  };
}

/** A finder over the constraint steps of these techniques (techniques/constraints.ts). */
function constraintFinder(techniques: TechniqueInfo[]): Finder {
  return finder(techniques, constraintSteps(new Set(techniques.map((info) => info.name))));
}

/** Finders in the order the grader tries them: easiest first. */
export const FINDERS: readonly Finder[] = [
  finder([t('full house', 'easy', 4)], fullHouses),
  finder([t('naked single', 'easy', 4)], nakedSingles),
  finder([t('hidden single', 'easy', 14)], hiddenSingles),
  // Killer, easy (docs/techniques.md "Killer levels"): a cage's last cell, one-combination cages, one
  // innie or outie of a house. Every killer finder returns at once on boards without cages.
  finder([t('last cage cell', 'easy', 4)], lastCageCells),
  finder([t('one-combination cage', 'easy', 10)], oneCombinationCages),
  finder([t('one innie or outie', 'easy', 20)], oneInnieOutieSteps),
  // Constraints, easy (issue 27 §1; docs/techniques.md "Constraint levels"): an arrow or little
  // killer with one open cell left, and what one mark, dot or line allows on its own. Every
  // constraint finder returns at once on boards without them.
  finder([t(LAST_SUM_CELL, 'easy', 4)], lastSumCells),
  constraintFinder([
    t('parity mark', 'easy', 4),
    t('minimum and maximum', 'easy', 10),
    t('thermometer', 'easy', 10),
    t('xv sum', 'easy', 10),
    t('kropki dot', 'easy', 12),
    t('non-consecutive', 'easy', 14),
  ]),
  finder([t('cage combinations', 'medium', 30)], cageCombinationSteps),
  finder([t('innies and outies', 'medium', 40)], innieOutieSteps),
  // Constraints, medium: mirrors, sums and sets along a line.
  constraintFinder([
    t('palindrome and clone', 'medium', 20),
    t('quadruple', 'medium', 20),
    t('whisper line', 'medium', 25),
    t('arrow sum', 'medium', 30),
    t('renban line', 'medium', 30),
    t('between line', 'medium', 30),
    t('entropic line', 'medium', 30),
    t('little killer sum', 'medium', 40),
    t('region sum line', 'medium', 40),
    t('sandwich sum', 'medium', 50),
  ]),
  // What a whisper's pairs miss (after the whisper line, which reads one pair at a time): a cell's
  // neighbours that see each other need different partners, and a German whisper alternates
  // between low and high digits against the houses it crosses.
  finder([t(WHISPER_NEIGHBOURS, 'medium', 35)], whisperNeighbourSteps),
  finder([t(WHISPER_POLARITY, 'medium', 40)], whisperPolarities),
  finder([t('locked pair', 'medium', 40)], lockedPairs),
  finder(
    [t('locked candidates (pointing)', 'medium', 50), t('locked candidates (claiming)', 'medium', 50)],
    lockedCandidatesAll,
  ),
  finder([t('locked triple', 'medium', 60)], lockedTriples),
  finder([t('naked pair', 'medium', 60)], nakedPairs),
  finder([t('hidden pair', 'medium', 70)], hiddenPairs),
  finder([t('naked triple', 'medium', 80)], nakedTriples),
  finder([t('hidden triple', 'medium', 100)], hiddenTriples),
  finder([t('cage-unit intersection', 'medium', 60)], cageUnitIntersections),
  finder([t('unit-cage intersection', 'medium', 60)], unitCageIntersections),
  // A line in a house (issue 27): what a renban, whisper … must put into a row, column or box —
  // one digit it must hold (the counterpart of a cage-unit intersection), and, hard, k digits
  // that k constraints in one house each need one of (a pigeonhole).
  finder([t(LINE_HOUSE, 'medium', 60)], lineHouseSteps),
  // Constraints, hard: what the absence of dots or letters rules out, pair by pair.
  constraintFinder([t('negative constraint', 'hard', 80)]),
  finder([t(LINE_PIGEONHOLE, 'hard', 90)], linePigeonholeSteps),
  finder([t('multi-unit innies and outies', 'hard', 100)], multiInnieOutieSteps),
  finder([t('innies minus outies', 'hard', 110)], innieMinusOutieSteps),
  finder([t('cage splitting', 'hard', 110)], cageSplittingSteps),
  finder([t('combination subset', 'hard', 120)], combinationSubsetSteps),
  finder(
    [
      t('unique rectangle type 1', 'hard', 100),
      t('unique rectangle type 2', 'hard', 100),
      t('unique rectangle type 3', 'hard', 100),
      t('unique rectangle type 4', 'hard', 100),
      t('unique rectangle type 5', 'hard', 100),
      t('unique rectangle type 6', 'hard', 100),
      t('hidden rectangle', 'hard', 100),
      t('avoidable rectangle type 1', 'hard', 100),
      t('avoidable rectangle type 2', 'hard', 100),
    ],
    uniqueRectangles,
    true,
  ),
  finder([t('bug+1', 'hard', 100)], bugPlusOnes, true),
  finder([t('remote pair', 'hard', 110)], remotePairs),
  finder([t('naked quad', 'hard', 120)], nakedQuads),
  finder([t('turbot fish', 'hard', 120), t('skyscraper', 'hard', 130), t('2-string kite', 'hard', 150)], turbotFishes),
  finder([t('empty rectangle', 'hard', 120)], emptyRectangles),
  finder([t('x-wing', 'hard', 140)], xWings),
  finder([t('finned x-wing', 'hard', 130), t('sashimi x-wing', 'hard', 150)], finnedXWings),
  finder([t('hidden quad', 'hard', 150)], hiddenQuads),
  finder([t('w-wing', 'hard', 150)], wWings),
  finder([t('swordfish', 'hard', 150)], swordfishes),
  finder([t('simple colours', 'hard', 150)], simpleColourings),
  finder([t('xy-wing', 'hard', 160)], xyWings),
  finder([t('jellyfish', 'hard', 160)], jellyfishes),
  finder([t('xyz-wing', 'hard', 180)], xyzWings),
  finder([t('multi colours', 'hard', 200)], multiColourings),
  // Constraints sharing cells, every filling of them tried together (a chain of dots: 1-2-4), first
  // of the level: a search over the cluster's fillings, so expert (at hard it would move most
  // kropki and little-killer expert pools down a level; issue 27 report).
  finder([t(JOINED_CONSTRAINTS, 'expert', 200)], joinedConstraintSteps),
  finder([t('large-area innies and outies', 'expert', 200)], largeInnieOutieSteps),
  finder([t('finned swordfish', 'expert', 200), t('sashimi swordfish', 'expert', 240)], finnedSwordfishes),
  finder([t('finned jellyfish', 'expert', 250), t('sashimi jellyfish', 'expert', 260)], finnedJellyfishes),
  finder([t('sue de coq', 'expert', 250)], sueDeCoqs),
  finder([t('x-chain', 'expert', 260)], xChains),
  finder([t('xy-chain', 'expert', 260)], xyChains),
  finder([t('aic', 'expert', 280)], aics),
  // An AIC through the constraints' own links (issue 27): what a thermo, dot or line forbids together.
  finder([t('constraint chain', 'expert', 290)], constraintChains),
  // Two constraint clusters tied by a house they both reach into, every filling of both tried.
  finder([t(MEETING_CONSTRAINTS, 'expert', 300)], meetingConstraintSteps),
  finder([t('grouped aic', 'expert', 300)], groupedAics),
  finder([t('als-xz', 'expert', 300)], alsXz),
  finder([t('franken x-wing', 'expert', 300)], frankenXWings),
  finder([t('als-xy-wing', 'expert', 320)], alsXyWing),
  finder([t('franken swordfish', 'expert', 350)], frankenSwordfishes),
  finder([t('franken jellyfish', 'expert', 370)], frankenJellyfishes),
  finder([t('finned franken x-wing', 'expert', 390)], finnedFrankenXWings),
  finder([t('finned franken swordfish', 'expert', 410)], finnedFrankenSwordfishes),
  finder([t('finned franken jellyfish', 'expert', 430)], finnedFrankenJellyfishes),
  // Killer, expert: chains through cage combinations, last of the level (after every AIC).
  finder([t('combination chain', 'expert', 440)], combinationChainSteps),
  // A row, column or box filled in one's head with every constraint reaching into it (issue 27):
  // the widest case analysis of the level, so last of it, before the forcing chains.
  finder([t(HOUSE_CONSTRAINTS, 'expert', 440)], houseConstraintSteps),
  finder([t('mutant x-wing', 'extreme', 450)], mutantXWings),
  finder([t('mutant swordfish', 'extreme', 450)], mutantSwordfishes),
  finder([t('mutant jellyfish', 'extreme', 470)], mutantJellyfishes),
  finder([t('forcing chain', 'extreme', 500)], forcingChains),
  finder([t('forcing net', 'extreme', 700)], forcingNets),
  finder([t('nested forcing net', 'extreme', 1000)], nestedForcingNets),
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

export const levelIndex = (level: Level): number => ['easy', 'medium', 'hard', 'expert', 'extreme'].indexOf(level);
