// Browser-safe part of the puzzle store: record schema, pool text, lazy loader, frequency table
// and the one-record verifier. File-system code lives in './node.ts' (import '@sudoku-forge/puzzle-store/node').
export * from './record.ts';
export * from './pool.ts';
export * from './loader.ts';
export * from './frequency.ts';
export * from './verify.ts';
export * from './manifest.ts';
export * from './cage-cover.ts';
