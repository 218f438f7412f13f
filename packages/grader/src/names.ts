/**
 * Technique names as people write them ("X-wing", "AIC", "ALS-XZ", "BUG+1", "Sue de Coq") for
 * text meant to be read; JSON keeps the table's lower-case names. A default rule covers names
 * added later: the first letter capitalised, known acronyms and letter-names upper-cased, and a
 * few words (person names) kept as their owners write them.
 */

/** Whole names that the rule would get wrong. */
const OVERRIDES: Readonly<Record<string, string>> = {
  guessing: 'Guessing (the techniques got stuck)',
  none: 'None',
};

/** Words written in capitals wherever they appear (acronyms, single letters in wing names). */
const ACRONYMS = new Set('aic als bug ur xy xyz xz x w y z wxyz rcc dof xv'.split(' '));

/** Words with their own spelling (people's names). */
const PROPER: Readonly<Record<string, string>> = { franken: 'Franken', sue: 'Sue', coq: 'Coq' };

/** One hyphen- or space-separated word, written as people write it. */
function word(w: string): string {
  if (ACRONYMS.has(w)) return w.toUpperCase();
  const proper = PROPER[w];
  if (proper) return proper;
  // "bug+1" style: an acronym with a suffix.
  const m = /^([a-z]+)(\+\d+)$/.exec(w);
  if (m && ACRONYMS.has(m[1]!)) return m[1]!.toUpperCase() + m[2]!;
  return w;
}

/** The technique's name for people: "x-wing" → "X-wing", "als-xy-wing" → "ALS-XY-wing", "aic" → "AIC". */
export function displayName(technique: string): string {
  const override = OVERRIDES[technique];
  if (override) return override;
  const written = technique.replace(/[a-z0-9+]+/g, (w) => word(w));
  return written.charAt(0).toUpperCase() + written.slice(1);
}
