/**
 * Canonical form of a stored puzzle: one string for all disguises of a puzzle (transforms'
 * canonicalForm), so the generator skips and the verifier rejects a puzzle already held in
 * another disguise.
 */
import { canonicalForm, type PuzzleData } from '@sudoku-forge/transforms';

export type CanonicalInput = PuzzleData;

export function canonicalKey(data: CanonicalInput): string {
  return canonicalForm(data);
}
