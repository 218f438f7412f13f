/**
 * Nothing lost offline (issue 30 §1): the first screen's pool is kept by the service worker
 * without a second visit, and a game in progress opens offline from its address even when its
 * pool cannot be fetched (its save holds the puzzle). Kept small and in a file of its own.
 */
import { assert, assertEqual, cell, grid, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

const scenarios: Scenario[] = [
  {
    name: "a game in progress opens offline from its address, and the first screen's pool is kept",
    async run(ctx) {
      const browser = ctx.context.browser()!;
      const own = await browser.newContext({ serviceWorkers: 'allow' });
      try {
        const p = await own.newPage();
        const errors: string[] = [];
        p.on('pageerror', (e) => errors.push(e.message));
        const link = `${ctx.baseUrl}?v=classic&l=medium&id=classic-medium-0001&d=5`;
        await p.goto(link);
        await grid(p).waitFor();
        // Once the worker controls the page, the pool loaded before it is kept (no second visit).
        await p.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller)
            await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
        });
        await p.waitForFunction(
          async () => {
            for (const name of await caches.keys())
              for (const request of await (await caches.open(name)).keys())
                if (/pools\/classic-medium-/u.test(request.url)) return true;
            return false;
          },
          undefined,
          { timeout: 10_000 },
        );
        // A note only: a game with progress.
        const blank = await p
          .getByRole('gridcell', { name: /^Row \d+, column \d+, empty/u })
          .first()
          .getAttribute('aria-label');
        const [, r, c] = /^Row (\d+), column (\d+)/u.exec(blank ?? '') ?? [];
        assert(r && c, `a blank cell: ${blank}`);
        await cell(p, Number(r), Number(c)).click();
        await p.keyboard.press('x');
        await p.keyboard.press('3');
        await p.waitForTimeout(300);
        const before = await cell(p, Number(r), Number(c)).getAttribute('aria-label');
        // Offline, with the pool gone from every cache: the save alone opens the game.
        await p.evaluate(async () => {
          for (const name of await caches.keys()) if (/pools/u.test(name)) await caches.delete(name);
        });
        await own.setOffline(true);
        await p.goto(link);
        await grid(p).waitFor();
        assertEqual(
          await cell(p, Number(r), Number(c)).getAttribute('aria-label'),
          before,
          'the saved note is back offline',
        );
        assertEqual(errors, [], 'page errors');
      } catch (error) {
        for (const page of own.pages())
          await page.screenshot({ path: `${ctx.shotDir}/FAILED-offline-saved.png` }).catch(() => undefined);
        throw error;
      } finally {
        await own.close();
      }
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`offline: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
