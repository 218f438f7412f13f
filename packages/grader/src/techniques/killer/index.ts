/** The killer techniques, one pure function each (see each file's header for what it finds). */
import { first } from '../../first.ts';
import { cageCombinationSteps, lastCageCells, oneCombinationCages } from './cages.ts';
import { cageUnitIntersections, unitCageIntersections } from './cage-house.ts';
import {
  innieMinusOutieSteps,
  innieOutieSteps,
  largeInnieOutieSteps,
  multiInnieOutieSteps,
  oneInnieOutieSteps,
} from './innies.ts';
import { combinationSubsetSteps } from './combination-subsets.ts';
import { cageSplittingSteps } from './splitting.ts';
import { combinationChainSteps } from './combination-chains.ts';

export {
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
};
export { allowedUnder, cageOptions, combinationsOf, linearSumMasks } from './sums.ts';
export { areasOf, countsOf } from './innies.ts';

export const lastCageCell = first(lastCageCells);
export const oneCombinationCage = first(oneCombinationCages);
export const oneInnieOutie = first(oneInnieOutieSteps);
export const cageCombinations = first(cageCombinationSteps);
export const innieOutie = first(innieOutieSteps);
export const cageUnitIntersection = first(cageUnitIntersections);
export const unitCageIntersection = first(unitCageIntersections);
export const multiInnieOutie = first(multiInnieOutieSteps);
export const innieMinusOutie = first(innieMinusOutieSteps);
export const cageSplitting = first(cageSplittingSteps);
export const combinationSubset = first(combinationSubsetSteps);
export const combinationChain = first(combinationChainSteps);
export const largeInnieOutie = first(largeInnieOutieSteps);
