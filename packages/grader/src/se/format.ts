/**
 * How the SE rating is written: JSON `{"er", "ep", "ed"}` (plus `"partial": true` when nested chains
 * would be needed and the numbers are lower bounds) and the text form "7.1/2.6/1.5", SE's order
 * ER/EP/ED with one decimal.
 */
import type { SeRating } from './rate.ts';

export interface SeJson {
  er: number;
  ep: number;
  ed: number;
  partial?: true;
}

export function seJson(r: SeRating): SeJson {
  return { er: r.er, ep: r.ep, ed: r.ed, ...(r.complete ? {} : { partial: true as const }) };
}

/** "7.1/2.6/1.5", with a "≥" before a lower bound. */
export function formatSe(r: Pick<SeRating, 'er' | 'ep' | 'ed' | 'complete'>): string {
  return `${r.complete ? '' : '≥'}${r.er.toFixed(1)}/${r.ep.toFixed(1)}/${r.ed.toFixed(1)}`;
}
