/**
 * The fish family, one engine per module (table.ts takes the finders from here):
 *
 *   fish/basic.ts    X-wing, swordfish, jellyfish over rows or columns, and their finned and
 *                    sashimi forms
 *   fish/franken.ts  Franken fish: boxes (or jigsaw regions) among base and cover
 *   fish/mutant.ts   mutant fish: any houses
 *   fish/describe.ts the names by size and the one write-up all three share
 */
export { finnedJellyfishes, finnedSwordfishes, finnedXWings, jellyfishes, swordfishes, xWings } from './fish/basic.ts';
export {
  finnedFrankenJellyfishes,
  finnedFrankenSwordfishes,
  finnedFrankenXWings,
  frankenJellyfishes,
  frankenSwordfishes,
  frankenXWings,
} from './fish/franken.ts';
export { mutantJellyfishes, mutantSwordfishes, mutantXWings } from './fish/mutant.ts';
