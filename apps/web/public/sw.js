/*
 * Sudoku Forge service worker: works offline after the first visit.
 * Install: caches the page and every built file listed in precache.json (written by the build).
 * Pages: network first, the cached page when offline. Other files: cache first, and anything
 * fetched later (pool files) is stored on first use.
 */
const CACHE = 'sudoku-forge-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(['./', './manifest.webmanifest', './icon.svg']);
      try {
        const files = await (await fetch('./precache.json', { cache: 'no-store' })).json();
        await cache.addAll(files.map((file) => `./${file}`));
      } catch {
        // Without the list (a dev build) files are cached as they are used.
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put('./', copy));
          return response;
        })
        .catch(() => caches.match('./', { ignoreVary: true }).then((cached) => cached || Response.error())),
    );
    return;
  }
  event.respondWith(
    caches.match(request, { ignoreSearch: false, ignoreVary: true }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
