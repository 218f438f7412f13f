import { defineConfig } from 'vite';

/**
 * How our code is bundled for plain Node 20, here and for the bench's killer counter
 * (bench/killers-iss.ts, which times our side as the CLI ships): every workspace package inside
 * (`ssr.noExternal`), and the output settings below.
 */
export const NODE_BUNDLE = {
  build: { target: 'node20', minify: false },
  output: {
    // Keep top-level const and let (Vite's SSR build otherwise writes every top-level binding
    // as var): V8 reads a module's const tables as constants, a var through a mutable context
    // slot, which made the bundled counter 0.8 of the sources' speed (issue 26 §3).
    topLevelVar: false,
    // No comments: a third less to parse at every start (the sources keep them).
    comments: false,
  },
  ssr: { noExternal: true },
} as const;

// Bundles the CLI and the workspace packages it uses for plain Node 20 (the packages export
// TypeScript sources, which Node cannot import by itself): dist/sudoku.js, plus the worker
// entries generate and verify start their threads from (src/worker-entries.ts). Every file goes
// straight into dist/, so a module finds the worker entries beside itself.
export default defineConfig({
  define: { __SUDOKU_BUNDLE__: 'true' },
  build: {
    ...NODE_BUNDLE.build,
    ssr: true,
    outDir: 'dist',
    rollupOptions: {
      input: {
        sudoku: 'src/main.ts',
        'verify-worker': 'src/workers/verify-worker.ts',
        'generate-worker': 'src/workers/generate-worker.ts',
      },
      output: {
        ...NODE_BUNDLE.output,
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.name === 'sudoku' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: NODE_BUNDLE.ssr,
});
