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
        .filter((item) => !(item.type === 'chunk' && item.facadeModuleId && /[\\/](data[\\/]puzzles|fixtures[\\/](broken-)?pools)[\\/]/u.test(item.facadeModuleId)))
        .map((item) => item.fileName);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files.sort()) });
    },
  };
}

/**
 * The Content-Security-Policy of the built player: only its own scripts, workers, styles and
 * data (nothing inline, no eval, no other origin), so even a bug that let text from a link or
 * from storage into the page as HTML could not run code. A meta tag works wherever the folder is
 * served. Build only: the dev server injects an inline script for hot reload.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'sudoku-forge-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
    },
  };
}

export default defineConfig({
  // Relative asset paths: the built player works from any folder.
  base: './',
  plugins: [react(), precacheList(), contentSecurityPolicy()],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  worker: { format: 'es' },
  build: { target: 'es2022' },
});
