/**
 * Graded, verified puzzles made per second on every core (contract §6 op "generate", issue 7:
 * ≥ 50/s for classic easy–hard, ≥ 5/s for expert on 2 cores; 16×16 hard under 10 s each; issue 15:
 * zero-given killers ≥ 1/s per core for easy–hard, ≥ 0.2/s for expert; extreme reported, no goal).
 *
 * Each figure is one generation run (the generator's own worker threads, one per core) into a
 * fresh temporary pools folder with a fixed seed, so every bench run makes the same puzzles. The
 * time is the whole run, worker start-up included: what `sudoku generate` costs. The folder is
 * then verified from scratch, untimed (a fast wrong answer is worth nothing), and removed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VariantId } from '@sudoku-forge/core-solver';
import { generatePools } from '@sudoku-forge/generator';
import type { Level } from '@sudoku-forge/grader';
import { verifyPools } from '@sudoku-forge/puzzle-store/node';

export interface GenerateTarget {
  variant: VariantId;
  level: Level;
  /** Puzzles to make in a full run and with --quick (0: skipped with --quick). */
  count: number;
  quickCount: number;
  /** A safety net: the run stops here and the rate counts what it made. */
  budgetSeconds: number;
}

export const GENERATE_TARGETS: readonly GenerateTarget[] = [
  { variant: 'classic', level: 'easy', count: 300, quickCount: 30, budgetSeconds: 30 },
  { variant: 'classic', level: 'medium', count: 200, quickCount: 20, budgetSeconds: 30 },
  { variant: 'classic', level: 'hard', count: 150, quickCount: 15, budgetSeconds: 30 },
  { variant: 'classic', level: 'expert', count: 60, quickCount: 5, budgetSeconds: 30 },
  { variant: '16x16', level: 'hard', count: 4, quickCount: 0, budgetSeconds: 60 },
  // Killers have no givens (verify checks it), so these rates are zero-given killers per second.
  { variant: 'killer', level: 'easy', count: 40, quickCount: 4, budgetSeconds: 60 },
  { variant: 'killer', level: 'medium', count: 40, quickCount: 4, budgetSeconds: 60 },
  { variant: 'killer', level: 'hard', count: 40, quickCount: 4, budgetSeconds: 60 },
  { variant: 'killer', level: 'expert', count: 10, quickCount: 1, budgetSeconds: 90 },
  { variant: 'killer', level: 'extreme', count: 6, quickCount: 0, budgetSeconds: 120 },
];

/** Fixed seed: the same puzzles every run. */
const SEED = 7;

export interface GenerateFigure {
  set: string;
  count: number;
  perSecond: number;
  /** Puzzles per CPU-second of the whole process, worker threads included: the rate per core, whatever the load. */
  perCpuSecond: number;
}

/** One generation run for a target: puzzles per second (below 1 for 16x16: 1/perSecond is seconds each). */
export async function benchGenerate(target: GenerateTarget, quick: boolean): Promise<GenerateFigure | null> {
  const wanted = quick ? target.quickCount : target.count;
  if (wanted === 0) return null;
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-bench-generate-'));
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const progress = await generatePools({
      dir,
      variant: target.variant,
      levels: [target.level],
      count: wanted,
      seed: SEED,
      budgetSeconds: target.budgetSeconds,
      writeSeconds: 3600,
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = process.cpuUsage(cpu);
    const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
    const made = progress.levels.find((l) => l.level === target.level)?.added ?? 0;
    if (made === 0)
      throw new Error(`generate ${target.variant}/${target.level}: nothing made within ${target.budgetSeconds} s`);
    const check = await verifyPools(dir);
    if (check.failures.length > 0 || check.verified !== made) {
      const first = check.failures[0];
      throw new Error(
        `generate ${target.variant}/${target.level}: ${check.verified}/${made} verified, ${check.failures.length} failures${first ? ` (${first.id}: ${first.problem})` : ''}`,
      );
    }
    return {
      set: `${target.variant}/${target.level}`,
      count: made,
      perSecond: made / seconds,
      perCpuSecond: made / cpuSeconds,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
