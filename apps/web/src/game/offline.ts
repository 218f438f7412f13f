/**
 * Pools seen once are kept for offline play (issue 30). The service worker caches a pool file the
 * first time it passes through it (vite.config.ts, runtime caching of `pools/`), but the first
 * screen's pool is loaded before the worker controls the page, and on later visits the first
 * screen resumes the saved game without it: it was never cached. So once the worker controls the
 * page, the pool files the page loaded before are fetched again through it (main.tsx); the
 * browser's own cache answers, and the worker keeps them with its usual checks.
 */

/** The pool files among the page's loaded resources (same origin, `pools/*.js`), each once. */
export function poolFilesLoaded(resourceNames: readonly string[], page: string): string[] {
  const origin = new URL(page).origin;
  const files = new Set<string>();
  for (const name of resourceNames) {
    let url: URL;
    try {
      url = new URL(name, page);
    } catch {
      continue;
    }
    if (url.origin === origin && /\/pools\/[^/]+\.js$/u.test(url.pathname)) files.add(url.href);
  }
  return [...files];
}

/**
 * What the Guide says about the pools it could not load: offline, the levels whose pool was never
 * fetched (PoolUnreachableError) are named as not kept yet and the others are shown; any other
 * failure is a pool that could not be read. Null when every pool loaded.
 */
export function guidePoolsNotice(
  failures: readonly { level: string; error: { name: string; message: string } }[],
): string | null {
  if (failures.length === 0) return null;
  const other = failures.find((f) => f.error.name !== 'PoolUnreachableError');
  if (other) return `The ${other.level} pool could not be read: ${other.error.message}`;
  const names = failures.map((f) => f.level);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} not saved for offline play yet (none of ${names.length === 1 ? 'its' : 'their'} puzzles was opened while online), so the guide shows the other levels only.`;
}
