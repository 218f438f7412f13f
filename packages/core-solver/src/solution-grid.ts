/**
 * The solution grid of a generation attempt, from its seed alone: the first step of the
 * generator's makePuzzle, and the start of every random test puzzle (@sudoku-forge/test-puzzles),
 * so both draw the same grids.
 *
 * A preset with a region map (irregular) first draws the map (the regions stream) and tries a few
 * capped grid searches on it; some maps admit no grid, or only grids the search finds slowly, so
 * after that a new map. A preset whose cages are drawn later (killer) draws its grid under its
 * other rules alone: its geometry without cages.
 */
import { buildGeometry, VARIANTS, type Geometry, type VariantId } from './geometry.ts';
import { randomGrid } from './grid.ts';
import { geometryFor } from './parse.ts';
import { randomRegionMap, regionString } from './region-maps.ts';
import { SALT, gridSalt, mixSeed, streamOf } from './seeds.ts';

/** Region map tries for a preset with regions before the attempt gives up. */
export const REGION_MAP_TRIES = 20;

export interface SolutionGrid {
  geometry: Geometry;
  grid: Uint8Array;
  /** Presets with regions only: the region map, one digit per cell. */
  regions?: string;
}

/** The attempt's grid, or null when none was found within the caps. */
export function solutionGrid(variant: VariantId, seed: number): SolutionGrid | null {
  if (VARIANTS[variant].needsRegions) {
    const random = streamOf(seed, SALT.regions);
    for (let i = 0; i < REGION_MAP_TRIES; i++) {
      const regions = regionString(randomRegionMap(random));
      const geometry = buildGeometry(variant, { regionOf: Array.from(regions, (ch) => Number(ch) - 1), regions });
      const found = randomGrid(geometry, mixSeed(seed, gridSalt(i)), { stepCap: 5_000, maxAttempts: 4 });
      if (found) return { geometry, grid: found.grid, regions };
    }
    return null;
  }
  const geometry = geometryFor(variant);
  const found = randomGrid(geometry, mixSeed(seed, SALT.grid), { stepCap: 20_000, maxAttempts: 50 });
  return found ? { geometry, grid: found.grid } : null;
}
