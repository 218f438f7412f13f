import { defineConfig, type Connect, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import { randomBytes } from 'node:crypto';

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
                  response.status === 200 && /javascript/u.test(response.headers.get('content-type') ?? '')
                    ? response
                    : null,
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
 * the dev server sends that header with what hot reload needs (devContentSecurityPolicy).
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

/**
 * The dev server (`pnpm start`) sends the hosting headers with two differences, both for hot
 * reload and nothing else: a nonce fresh for each response in `script-src` and `style-src` (React
 * refresh's preamble is an inline script, and Vite's client injects the modules' CSS as `<style>`
 * elements, taking the page's nonce from its `csp-nonce` meta tag), and the dev server's own
 * websocket in `connect-src`. Never 'unsafe-inline'. The READMEs show this policy with `NONCE`
 * and `HOST`; `src/hosting-headers.test.ts` checks the running server against them.
 */
export function devContentSecurityPolicy(nonce: string, host: string): string {
  return `${CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`)
    .replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`)
    .replace("connect-src 'self'", `connect-src 'self' ws://${host}`)}; frame-ancestors 'none'`;
}

/**
 * What Vite writes as the nonce of the page's scripts, styles and `csp-nonce` meta tag in dev
 * (`html.cspNonce`); each page gets a fresh nonce in its place.
 */
const DEV_NONCE_PLACEHOLDER = 'SudokuForgeDevNoncePlaceholder';

/** The websocket's host: the page's own `Host`, if it is a plain host[:port]. */
function devHost(header: string | undefined): string {
  return header !== undefined && /^[\w.-]+(?::\d{1,5})?$|^\[[\d:a-f.]+\](?::\d{1,5})?$/iu.test(header)
    ? header
    : '127.0.0.1:5173';
}

/**
 * Dev only: every response gets the policy with a fresh nonce, and an HTML page has the
 * placeholder replaced by it. A page is never answered 304, since a cached copy would pair an old
 * nonce with the new header.
 */
function devNonce(): Plugin {
  return {
    name: 'sudoku-forge-dev-nonce',
    apply: (_config, env) => env.command === 'serve' && env.isPreview !== true,
    config: () => ({ html: { cspNonce: DEV_NONCE_PLACEHOLDER } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const nonce = randomBytes(18).toString('base64');
        res.setHeader('Content-Security-Policy', devContentSecurityPolicy(nonce, devHost(req.headers.host)));
        if (req.headers.accept?.includes('text/html')) delete req.headers['if-none-match'];
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          const page = /text\/html/u.test(String(res.getHeader('Content-Type') ?? ''));
          if (page && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && chunk.includes(DEV_NONCE_PLACEHOLDER)) {
            const body = chunk.toString().replaceAll(DEV_NONCE_PLACEHOLDER, nonce);
            if (res.hasHeader('Content-Length') && !res.headersSent)
              res.setHeader('Content-Length', Buffer.byteLength(body));
            return end(body, ...rest);
          }
          return end(chunk, ...rest);
        }) as typeof res.end;
        next();
      });
    },
  };
}

/** The dev server's other headers (its policy is set per response by devNonce). */
const DEV_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'Content-Security-Policy'),
);

function contentSecurityPolicy(): Plugin {
  return {
    name: 'sudoku-forge-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
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
  plugins: [react(), contentSecurityPolicy(), devNonce(), offline(), compressedPreview()],
  server: { port: 5173, host: '127.0.0.1', headers: DEV_HEADERS },
  preview: { host: '127.0.0.1', headers: SECURITY_HEADERS },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Every browser the player supports preloads modules itself: the polyfill would be 0.3 KiB of the
    // first screen for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The small modules the first screen shares with lazily loaded pages and workers (the board,
        // the candidates and the preset geometries' core) in one chunk instead of six: each chunk is
        // compressed alone, so one saves 1.3 KiB gzipped of the first screen (issue 30); setup, history
        // and the level names are shared with the chooser, which loads when opened. Only modules
        // the first screen loads anyway belong here; a module only lazy pages need would load early.
        codeSplitting: {
          groups: [
            {
              name: 'first',
              test: /(?:web[\\/]src[\\/](?:game[\\/](?:board|candidates|setup|history)|engine[\\/]api)|core-solver[\\/]src[\\/](?:cell-sets|check|symbols|combinations|geometry|text|input-error|parse|constraints[\\/](?:handler|houses|lookup)))\.ts$/u,
            },
          ],
        },
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
