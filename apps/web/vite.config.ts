import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Lists the built files for the service worker (public/sw.js), which caches them on install so
 * the player works offline after the first visit. Pool files are left out: they are cached when
 * a level is first played, so a visit does not download every pool.
 */
function precacheList(): Plugin {
  return {
    name: 'sudoku-forge-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((item) => !item.fileName.endsWith('.map'))
        .filter((item) => !(item.type === 'chunk' && item.facadeModuleId && /[\\/](data[\\/]puzzles|fixtures[\\/]pools)[\\/]/u.test(item.facadeModuleId)))
        .map((item) => item.fileName);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files.sort()) });
    },
  };
}

export default defineConfig({
  // Relative asset paths: the built player works from any folder.
  base: './',
  plugins: [react(), precacheList()],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
