/**
 * The guide's logic, pure: its address (`#/guide/<variant>/<technique>`, the hint's link), how
 * often each level needs a technique, and a worked example's cage arithmetic (killer).
 */
import { cellName, isVariantId, type Geometry, type VariantId } from '@sudoku-forge/core-solver';
import type { FrequencyRow } from '@sudoku-forge/puzzle-store';
import type { Level, Position, ShownStep } from '../engine/api.ts';
import { cageCombinations } from '../game/candidates.ts';

/** The variant and technique a guide address names (either may be missing or unknown). */
export function parseGuideHash(hash: string): { variant?: VariantId; technique?: string } {
  const m = /^#\/guide(?:\/([^/?#]*))?(?:\/([^/?#]*))?/u.exec(hash);
  if (!m) return {};
  const out: { variant?: VariantId; technique?: string } = {};
  if (m[1] && isVariantId(m[1])) out.variant = m[1];
  if (m[2]) {
    try {
      const technique = decodeURIComponent(m[2]);
      if (/^[a-z0-9 ()+-]{1,60}$/u.test(technique)) out.technique = technique;
    } catch {
      // A damaged address names no technique.
    }
  }
  return out;
}

/** A technique's share of each level's puzzles that need it (levels without it left out). */
export function levelShares(
  rows: readonly FrequencyRow[],
  technique: string,
): { level: Level; share: number; puzzles: number }[] {
  return rows.flatMap((row) => {
    const found = row.techniques.find((t) => t.technique === technique);
    return found ? [{ level: row.level as Level, share: found.share, puzzles: row.puzzles }] : [];
  });
}

const CAGE_STEPS = new Set(['cage combinations', 'cage-unit intersection']);

/**
 * Cage arithmetic for a step that reasons in cages: for each cage among its houses, the sum over
 * its cells and which combinations still fit the position ("7 in r1c4, r1c5: 1+6, 3+4; 2+5 does
 * not fit").
 */
export function cageArithmetic(step: ShownStep, position: Position, geometry: Geometry): string[] {
  // Steps that reason about a cage's combinations; the rule of 45 says its own sums.
  if (!CAGE_STEPS.has(step.technique)) return [];
  return (step.houses ?? [])
    .filter((h) => h.unit === 'cage' && h.sum !== undefined)
    .map((h) => {
      const combos = cageCombinations(
        { sum: h.sum!, cells: h.cells },
        geometry.size,
        position.digits,
        position.candidates,
      );
      const fit = combos.filter((c) => c.fits).map((c) => c.digits.join('+'));
      const out = combos.filter((c) => !c.fits).map((c) => c.digits.join('+'));
      const where = h.cells.map((c) => cellName(geometry, c)).join(', ');
      return `${h.sum} in ${h.cells.length} cells (${where}): ${fit.length > 0 ? fit.join(' or ') : 'nothing fits'}${out.length > 0 ? `; ${out.join(', ')} ${out.length === 1 ? 'does' : 'do'} not fit` : ''}.`;
    });
}
