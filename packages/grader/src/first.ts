/**
 * One technique's first instance in reading order, without the finder's distinct-instance pass
 * (table.ts's `find` is what hints use): for tests that pin one instance of one search.
 */
import { compareSteps, type Search } from './collect.ts';
import type { State } from './state.ts';
import type { Step } from './types.ts';

/** Reading order, every technique name ranked the same (a search here reports one finder's names). */
const byName = (a: Step, b: Step) => compareSteps(a, b, () => 0);

/** The search's instance that comes first in reading order, or null. */
export function first(search: Search): (state: State) => Step | null {
  return (state) => {
    const out: Step[] = [];
    search(state, out);
    if (out.length === 0) return null;
    let best = out[0]!;
    for (let i = 1; i < out.length; i++) if (byName(out[i]!, best) < 0) best = out[i]!;
    return best;
  };
}
