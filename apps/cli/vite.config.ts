import { defineConfig } from 'vite';

// Bundles the CLI and the workspace packages it uses into one file plain Node 20 can run
// (the packages export TypeScript sources, which Node cannot import by itself).
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'sudoku.js', banner: '#!/usr/bin/env node' },
    },
  },
  ssr: { noExternal: true },
});
