/**
 * The generator's version, as every shard records it in shard.json (`generator`). Merging is only
 * sound when every shard made the same puzzle from the same seed, so `merge` refuses shards whose
 * version differs from each other's or from its own, and a shard of another version is not resumed.
 *
 * Bump it whenever a seed may make another puzzle: the generator (carving, cages, targets, seeds),
 * the grader (levels, technique lists) or core-solver's grids and streams. version.test.ts pins
 * what a small run makes under this version, so a change of output without a bump fails there.
 */
export const GENERATOR_VERSION = 'sudoku-forge-generator 7';
// 2: the grader's last sum cell (issue 27) grades arrow and little-killer puzzles that need no more
//    than it easy, and names it among their techniques.
// 3: the grader's line-house steps (issue 27) read every constraint over several cells but killer
//    cages, so arrow, kropki, little-killer and xv puzzles that need no more than them grade lower.
// 4: the grader's joined constraints, constraint chain and constraints meeting in a house (issue 27)
//    solve expert constraint puzzles with other techniques, so their technique lists change; and
//    core-solver's counter (issue 26) finds other second solutions, so killer repairs take other paths.
// 5: the grader's house and its constraints (issue 27), last of expert, finishes constraint puzzles
//    that needed forcing chains, so expert carving may keep other blanks (no stored puzzle moved).
// 6: core-solver's counter (issue 26) locks candidates around its placements until a count has run
//    long, so it finds other second solutions and killer repairs take other paths (seed 21 expert:
//    two of three killers get other cages).
// 7: core-solver's counter (issue 26) reads the digits the houses need from a count's first
//    position and starts its weights afresh when it turns strong, so killer repairs take other
//    paths again (seed 21 expert: other bytes).
