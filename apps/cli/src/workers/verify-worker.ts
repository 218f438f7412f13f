/** The verifier's worker entry, built beside the bundle as dist/verify-worker.js (see worker-entries.ts). */
export { regradeChunk, verifyChunk } from '@sudoku-forge/puzzle-store/verify-worker';
