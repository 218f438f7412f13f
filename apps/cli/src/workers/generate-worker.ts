/** The generator's worker entry, built beside the bundle as dist/generate-worker.js (see worker-entries.ts). */
export { runAttempt } from '@sudoku-forge/generator/worker';
