// Node-only part of the puzzle store: pool files, atomic writes, worker threads, verifying a directory.
export * from './faults.ts';
export * from './files.ts';
export * from './out-dir.ts';
export * from './task-pool.ts';
export * from './verify-pools.ts';
export * from './pool-set.ts';
export * from './regrade.ts';
