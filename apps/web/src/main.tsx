import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline play after the first visit. Only in the built app: a service worker in the dev server
// would serve stale modules while you edit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  });
  // Pools the page loaded before the worker controlled it (the first screen's) go through it
  // once it does, so it keeps them too (game/offline.ts, loaded then: not with the first screen).
  const keepLoadedPools = () => {
    const names = performance.getEntriesByType('resource').map((entry) => entry.name);
    void import('./game/offline.ts').then(({ poolFilesLoaded }) => {
      for (const url of poolFilesLoaded(names, window.location.href)) fetch(url).catch(() => undefined);
    });
  };
  if (navigator.serviceWorker.controller) keepLoadedPools();
  else navigator.serviceWorker.addEventListener('controllerchange', keepLoadedPools, { once: true });
}
