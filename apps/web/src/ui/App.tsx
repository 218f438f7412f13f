/**
 * The shell: header, navigation (hash routes, so share-link queries stay untouched), theme, and
 * the pages. The solver and guide pages load only when opened.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserStore } from '../game/persistence.ts';
import { loadSettings, saveSettings, type Settings } from '../game/settings.ts';
import { PlayPage } from './PlayPage.tsx';

const SolverPage = lazy(() => import('./SolverPage.tsx'));
const GuidePage = lazy(() => import('./GuidePage.tsx'));

type Route = 'play' | 'solver' | 'guide';

function routeOf(hash: string): Route {
  if (hash.startsWith('#/solver')) return 'solver';
  if (hash.startsWith('#/guide')) return 'guide';
  return 'play';
}

export function App() {
  const store = useMemo(() => browserStore(), []);
  const [settings, setSettings] = useState<Settings>(() => loadSettings(store));
  const [route, setRoute] = useState<Route>(() => routeOf(window.location.hash));

  useEffect(() => {
    const onHash = () => setRoute(routeOf(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const updateSettings = (next: Settings) => {
    setSettings(next);
    saveSettings(store, next);
  };

  const systemDark = useMemo(() => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false, []);
  const isDark = settings.theme === 'dark' || (settings.theme === 'system' && systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  }, [isDark]);
  const link = (to: Route, href: string, label: string): ReactNode => (
    <a href={href} aria-current={route === to ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <>
      <header className="top">
        <h1>Sudoku Forge</h1>
        <nav aria-label="Main">
          {link('play', '#/', 'Play')}
          {link('solver', '#/solver', 'Solver')}
          {link('guide', '#/guide', 'Guide')}
        </nav>
        <button type="button" aria-pressed={isDark} onClick={() => updateSettings({ ...settings, theme: isDark ? 'light' : 'dark' })}>
          Dark mode
        </button>
      </header>
      <main>
        {route === 'play' && <PlayPage store={store} settings={settings} onSettings={updateSettings} />}
        <Suspense fallback={<p className="status">Loading…</p>}>
          {route === 'solver' && <SolverPage />}
          {route === 'guide' && <GuidePage />}
        </Suspense>
      </main>
    </>
  );
}
