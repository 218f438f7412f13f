import { defineConfig } from 'vite';

// Bundles the CLI and the workspace packages it uses for plain Node 20 (the packages export
// TypeScript sources, which Node cannot import by itself): dist/sudoku.js, plus the worker
// entries generate and verify start their threads from (src/worker-entries.ts). Every file goes
// straight into dist/, so a module finds the worker entries beside itself.
export default defineConfig({
  define: { __SUDOKU_BUNDLE__: 'true' },
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: {
        sudoku: 'src/main.ts',
        'verify-worker': 'src/workers/verify-worker.ts',
        'generate-worker': 'src/workers/generate-worker.ts',
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.name === 'sudoku' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: true },
});
