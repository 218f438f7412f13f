/**
 * The e2e scenarios as Playwright tests: each file turns each `{ name, contextOptions, run }` of
 * its `scenarios` into one test named "<file>: <name>" (the file name without `.e2e.ts`), in an
 * anonymous group whose `test.use` applies the scenario's context settings. Each runs in its own
 * browser context from Playwright's fixtures (playwright.config.ts: Debian's Chromium,
 * 1100×900 unless the scenario says otherwise, service workers blocked). A console error or page
 * error the scenario leaves behind fails it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type PlaywrightTestOptions } from '@playwright/test';
import type { Scenario, ScenarioContext } from './harness.ts';

/** Screenshots the scenarios take on purpose (Playwright's own, on failure, go beside each test's trace). */
export const shotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screenshots');

export const test = base.extend<{ ctx: ScenarioContext }>({
  ctx: async ({ page, context, baseURL }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.setDefaultTimeout(10_000);
    mkdirSync(shotDir, { recursive: true });
    await use({ page, context, baseUrl: baseURL!, shotDir, errors });
    if (errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
  },
});

/** A scenario's own context settings, as a `test.use` takes them. */
export function settings(scenario: Scenario): Partial<PlaywrightTestOptions> {
  return (scenario.contextOptions ?? {}) as Partial<PlaywrightTestOptions>;
}
