/**
 * The shell: header, navigation (hash routes, so share-link queries stay untouched), theme, and
 * the pages. The solver and guide pages load only when opened.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserStore } from '../game/persistence.ts';
import { loadSettings, saveSettings, type Settings } from '../game/settings.ts';
import { shownTheme, THEME_NAMES, type ThemeChoice } from '../game/theme.ts';
import { useDisclosure } from './hooks/useDisclosure.ts';
import { useSystemDark } from './hooks/useSystemDark.ts';
import { PlayPage } from './PlayPage.tsx';

const SolverPage = lazy(() => import('./SolverPage.tsx'));
const GuidePage = lazy(() => import('./GuidePage.tsx'));
const StatsPage = lazy(() => import('./StatsPage.tsx'));
const PrintPage = lazy(() => import('./PrintPage.tsx'));
const CreatePage = lazy(() => import('./CreatePage.tsx'));

type Route = 'play' | 'create' | 'print' | 'stats' | 'solver' | 'guide';

/**
 * The pages in the main navigation. A phone shows the first ones in the bar and the rest behind
 * "More" (a disclosure); a wider screen shows them all in a row (styles.css).
 */
const BAR: readonly [Route, string, string][] = [
  ['play', '#/', 'Play'],
  ['guide', '#/guide', 'Guide'],
];
const MORE: readonly [Route, string, string][] = [
  ['create', '#/create', 'Create'],
  ['print', '#/print', 'Print'],
  ['stats', '#/stats', 'Statistics'],
  ['solver', '#/solver', 'Solver'],
];

function routeOf(hash: string): Route {
  for (const route of ['create', 'print', 'stats', 'solver', 'guide'] as const)
    if (hash.startsWith(`#/${route}`)) return route;
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

  const systemDark = useSystemDark();
  const theme = shownTheme(settings.theme, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'dark' ? '#15161a' : '#f7f7f4');
  }, [theme]);
  useEffect(() => {
    if (settings.largeText) document.documentElement.dataset.text = 'large';
    else delete document.documentElement.dataset.text;
  }, [settings.largeText]);
  // The skip link moves focus to the board (or the page's main part) without touching the route.
  const skip = (event: React.MouseEvent) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]') ??
      document.querySelector<HTMLElement>('main');
    target?.focus();
  };
  const more = useDisclosure();
  const { setOpen: setMoreOpen } = more;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the route changes
  useEffect(() => setMoreOpen(false), [route, setMoreOpen]);
  const link = ([to, href, label]: readonly [Route, string, string]): ReactNode => (
    <a key={to} href={href} aria-current={route === to ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #main; the click also moves focus to the board's cell */}
      <a className="skip-link" href="#main" onClick={skip}>
        Skip to the board
      </a>
      <header className="top">
        <h1>Sudoku Forge</h1>
        <nav aria-label="Main">
          {BAR.map(link)}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu (its button and links) closes it */}
          <div className={`nav-more${more.open ? ' open' : ''}`} ref={more.rootRef} onBlur={more.onBlur}>
            <button
              type="button"
              className="nav-more-button"
              ref={more.buttonRef}
              aria-expanded={more.open}
              aria-controls="nav-more-list"
              onClick={more.toggle}
              {...(MORE.some(([to]) => to === route) ? { 'data-current': '' } : {})}
            >
              More
            </button>
            <div className="nav-more-list" id="nav-more-list">
              {MORE.map(link)}
            </div>
          </div>
        </nav>
        <label className="theme">
          <span className="label">Theme</span>
          <select
            value={settings.theme}
            onChange={(e) => updateSettings({ ...settings, theme: e.target.value as ThemeChoice })}
          >
            {(Object.keys(THEME_NAMES) as ThemeChoice[]).map((t) => (
              <option key={t} value={t}>
                {THEME_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main id="main" tabIndex={-1}>
        {route === 'play' && <PlayPage store={store} settings={settings} onSettings={updateSettings} />}
        <Suspense fallback={<p className="status">Loading…</p>}>
          {route === 'solver' && <SolverPage />}
          {route === 'guide' && <GuidePage />}
          {route === 'stats' && <StatsPage />}
          {route === 'print' && <PrintPage />}
          {route === 'create' && <CreatePage />}
        </Suspense>
      </main>
    </>
  );
}
