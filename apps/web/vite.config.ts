import { defineConfig, type Connect, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import compression from 'compression';

/** A pool file (stored or e2e fixture): its own chunk under pools/, cached on first play. */
const POOL_FILE = /[\\/](?:data[\\/]puzzles|fixtures[\\/](?:broken-)?pools)[\\/]([^\\/]+)[\\/]([^\\/]+)\.json/u;

/**
 * Offline play after the first visit, with Workbox (vite-plugin-pwa): the built app is precached
 * (pool files left out, so a visit does not download every pool), navigations are answered by
 * the precached page, and a pool file is cached the first time its level is played — only when
 * the answer is a 200, so an error page seen online can never replace a good file. The worker is
 * registered by main.tsx (nothing of Workbox's loads with the first screen).
 */
function offline(): PluginOption {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      globIgnores: ['pools/**'],
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/pools/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'sudoku-forge-pools',
            cacheableResponse: { statuses: [200] },
            // A server that answers a missing file with its HTML page (status 200) must not get
            // that page cached as a pool either: only JavaScript is kept.
            plugins: [
              {
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 && /javascript/u.test(response.headers.get('content-type') ?? '') ? response : null,
              },
            ],
          },
        },
      ],
    },
  });
}

/**
 * The Content-Security-Policy of the built player: only its own scripts, workers, styles and
 * data (nothing inline, no eval, no other origin), so even a bug that let text from a link or
 * from storage into the page as HTML could not run code. The built page carries it as a meta tag
 * (works wherever the folder is served); `vite preview` also sends it as a header with
 * `frame-ancestors 'none'` (which a meta tag cannot carry: no framing, so no clickjacking), and
 * the dev server sends that header with what hot reload needs (its inline client script).
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

/** Headers the player is served with (README "Hosting" lists them for any server). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The dev server's variant: Vite's hot reload needs an inline script and a websocket. */
const DEV_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws://127.0.0.1:* ws://localhost:*")}; frame-ancestors 'none'`,
};

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

/**
 * `vite preview` answers gzipped, as any real host does (README "Hosting"), so Lighthouse and the
 * e2e tests see the transfer sizes a player gets (`compression`, the Express middleware).
 */
function compressedPreview(): Plugin {
  return {
    name: 'sudoku-forge-preview-gzip',
    configurePreviewServer(server) {
      // Express's types for a connect server: the middleware only needs Node's request and response.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
    },
  };
}

export default defineConfig({
  // Relative asset paths: the built player works from any folder.
  base: './',
  plugins: [react(), contentSecurityPolicy(), offline(), compressedPreview()],
  server: { port: 5173, host: '127.0.0.1', headers: DEV_HEADERS },
  preview: { host: '127.0.0.1', headers: SECURITY_HEADERS },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Pool files get their own folder, so the service worker can leave them out of the
        // precache and cache each one when its level is first played.
        chunkFileNames: (chunk) => {
          const pool = chunk.facadeModuleId ? POOL_FILE.exec(chunk.facadeModuleId) : null;
          return pool ? `pools/${pool[1]}-${pool[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
