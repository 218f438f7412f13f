/**
 * Alternating inference chains over candidates (digit d in cell c = one node).
 *
 *   strong link  A = B   at least one is true: the two digits of a bivalue cell, or the two
 *                        places of a digit in a house
 *   weak link    A - B   at most one is true: two digits of one cell, or one digit in two cells
 *                        that see each other
 *
 * A chain  S = … - … = Z  alternates them, starting and ending with a strong link: if S is
 * false, Z is true, so one of S and Z holds, and any candidate weakly linked to both is false.
 * X-chain: one digit, house links only. XY-chain: strong links inside bivalue cells only.
 * AIC: any mix. A chain that comes back to its start proves the start (a nice loop's placement).
 * The search is breadth first from each start, so the shortest chain is reported.
 *
 * Grouped AIC adds group nodes: digit d in the cells of one intersection of two houses (a box
 * and a line, or any two houses sharing two or more cells) that still hold d, at least two of
 * them. A group is true when d is in one of its cells. Group links:
 *
 *   strong  the places of d in a house are exactly two disjoint nodes (cell or group)
 *   weak    a node of the same digit whose every cell sees every cell of the group (a cell
 *           inside the group is not linked to it: the two may both be true)
 *
 * Only chains that use a group are reported as grouped (plain ones are the AIC's), and only a
 * chain from a single cell back to itself proves a placement.
 *
 * Constraint chain (issue 27): an AIC whose weak links may also pass through a constraint — two
 * candidates a thermo, a dot, a line … forbids together (chains/constraint-links.ts), the
 * solvers' "if this is 6, the dot makes that 5 or 7" — and whose ends may remove a candidate a
 * constraint links to one end and anything to the other. Only chains that use a constraint are
 * reported (plain ones are the AIC's); boards without constraints have none.
 *
 * One engine serves all five, in three modules: chains/graph.ts (nodes, strong links, weak links
 * built on demand; chains/groups.ts the group nodes), chains/search.ts (the breadth-first search
 * and what a chain removes), chains/explain.ts (the chain in words and links). The techniques
 * differ only in their `ChainKind`, below.
 */
import type { ChainKind } from './chains/graph.ts';
import { chainFinder } from './chains/search.ts';

const BIVALUE = 'a chain of two-candidate cells';
const LINKS = 'a chain of strong and weak links';

export const X_CHAIN: ChainKind = {
  name: 'x-chain',
  maxNodes: 16,
  cellLinks: false,
  houseLinks: true,
  groups: false,
  shortest: 4,
  sameDigitEnds: false,
  what: LINKS,
  constraintLinks: false,
};
export const XY_CHAIN: ChainKind = {
  name: 'xy-chain',
  maxNodes: 16,
  cellLinks: true,
  houseLinks: false,
  groups: false,
  shortest: 2,
  sameDigitEnds: true,
  what: BIVALUE,
  constraintLinks: false,
};
export const AIC: ChainKind = {
  name: 'aic',
  maxNodes: 16,
  cellLinks: true,
  houseLinks: true,
  groups: false,
  shortest: 4,
  sameDigitEnds: false,
  what: LINKS,
  constraintLinks: false,
};
export const GROUPED_AIC: ChainKind = {
  name: 'grouped aic',
  maxNodes: 16,
  cellLinks: true,
  houseLinks: true,
  groups: true,
  shortest: 4,
  sameDigitEnds: false,
  what: LINKS,
  constraintLinks: false,
};
export const CONSTRAINT_CHAIN: ChainKind = {
  name: 'constraint chain',
  maxNodes: 16,
  cellLinks: true,
  houseLinks: true,
  groups: false,
  shortest: 4,
  sameDigitEnds: false,
  what: 'a chain of strong and weak links through the constraints',
  constraintLinks: true,
};

export const xChains = chainFinder(X_CHAIN);
export const xyChains = chainFinder(XY_CHAIN);
export const aics = chainFinder(AIC);
export const groupedAics = chainFinder(GROUPED_AIC);
export const constraintChains = chainFinder(CONSTRAINT_CHAIN);
