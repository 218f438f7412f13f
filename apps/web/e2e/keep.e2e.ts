/**
 * Nothing lost (issue 30 §1), on a desktop and a 390×844 phone: a game with progress survives 62
 * newer games (untouched ones are evicted first); a game with notes only is listed under
 * Continue; offline, reloading a game's own address opens it from its save once the service
 * worker is ready; a shared daily stays a daily for the friend who opens it.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { assert, assertEqual, cell, grid, screenshot, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};
const DEVICES = [
  { name: 'desktop', options: DESKTOP },
  { name: 'phone', options: PHONE },
];

/** The first empty cell's row and column, from its accessible name. */
async function blankCell(page: Page): Promise<[number, number]> {
  const label = await page
    .getByRole('gridcell', { name: /^Row \d+, column \d+, empty/u })
    .first()
    .getAttribute('aria-label');
  const [, r, c] = /^Row (\d+), column (\d+)/u.exec(label ?? '') ?? [];
  assert(r && c, `a blank cell: ${label}`);
  return [Number(r), Number(c)];
}

/** A centre note in the first blank cell (progress without a digit); its cell and label after. */
async function noteOnly(page: Page): Promise<{ at: [number, number]; label: string }> {
  const at = await blankCell(page);
  await cell(page, ...at).click();
  await page
    .getByRole('group', { name: 'Entry mode' })
    .getByRole('button', { name: /^Centre/u })
    .click();
  await page.keyboard.press('4');
  const label = (await cell(page, ...at).getAttribute('aria-label')) ?? '';
  assert(/4/u.test(label.replace(/^Row \d+, column \d+/u, '')), `the note shows in the cell: ${label}`);
  return { at, label };
}

/** Opens the chooser (its dialog on a board). */
async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  return page.getByRole('dialog', { name: 'New game' });
}

function scenariosFor(device: { name: string; options: BrowserContextOptions }): Scenario[] {
  const d = device.name;
  return [
    {
      name: `a game with progress survives 62 newer games, and notes alone list it under Continue (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(`${ctx.baseUrl}?v=classic&l=medium&id=classic-medium-0001&d=7`);
        await grid(page).waitFor();
        const kept = page.url();
        const { at, label } = await noteOnly(page);
        // Continue lists it at once (notes only, open a few seconds).
        let chooser = await openChooser(page);
        await chooser.getByRole('button', { name: 'Easy', exact: true }).click();
        await page.waitForURL((u) => u.href !== kept);
        chooser = await openChooser(page);
        const cont = chooser.getByRole('region', { name: 'Continue' });
        await cont.getByRole('heading', { name: 'Classic · Medium' }).waitFor();
        await page.keyboard.press('Escape');
        // 62 more games opened and left untouched.
        for (let i = 0; i < 62; i++) {
          const before = page.url();
          chooser = await openChooser(page);
          await chooser.getByRole('button', { name: 'Easy', exact: true }).click();
          await page.waitForURL((u) => u.href !== before);
          await chooser.waitFor({ state: 'hidden' });
        }
        const kept62 = await page.evaluate(
          () => JSON.parse(localStorage.getItem('sudoku-forge:games') ?? '[]').length as number,
        );
        assert(kept62 <= 60, `untouched games are evicted past 60 (${kept62} kept)`);
        chooser = await openChooser(page);
        await chooser
          .getByRole('region', { name: 'Continue' })
          .getByRole('heading', { name: 'Classic · Medium' })
          .waitFor();
        await screenshot(ctx, `keep-continue-${d}`);
        await chooser.getByRole('region', { name: 'Continue' }).getByRole('button').first().click();
        await page.waitForURL((u) => u.search === new URL(kept).search);
        assertEqual(await cell(page, ...at).getAttribute('aria-label'), label, 'the note is back after 62 newer games');
      },
    },
    {
      name: `offline, reloading a game's address opens it from its save (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const own = await ctx.context.browser()!.newContext({ ...device.options, serviceWorkers: 'allow' });
        try {
          const p = await own.newPage();
          const errors: string[] = [];
          p.on('pageerror', (e) => errors.push(e.message));
          const link = `${ctx.baseUrl}?v=classic&l=easy&id=classic-easy-0001&d=3`;
          await p.goto(link);
          await grid(p).waitFor();
          await p.evaluate(async () => {
            await navigator.serviceWorker.ready;
            if (!navigator.serviceWorker.controller)
              await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
          });
          const { at, label } = await noteOnly(p);
          await own.setOffline(true);
          await p.reload();
          await grid(p).waitFor();
          assertEqual(await cell(p, ...at).getAttribute('aria-label'), label, 'the saved note is back offline');
          assert(
            !(await p.getByText(/not saved for offline play/u).isVisible()),
            'no false "not saved for offline play"',
          );
          await p.screenshot({ path: `${ctx.shotDir}/keep-offline-${d}.png` });
          assertEqual(errors, [], 'page errors');
        } finally {
          await own.close();
        }
      },
    },
    {
      name: `a shared daily stays a daily for the friend who opens it (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(ctx.baseUrl);
        await grid(page).waitFor();
        const chooser = await openChooser(page);
        await chooser
          .getByRole('group', { name: 'Variant' })
          .getByRole('button', { name: 'Killer', exact: true })
          .click();
        await chooser.getByRole('button', { name: 'Daily puzzle' }).click();
        await page.waitForURL(/v=killer/u);
        await page.locator('.game-title', { hasText: 'daily' }).waitFor();
        const shared = page.url();
        assert(/[?&]day=\d{4}-\d{2}-\d{2}/u.test(shared), `the daily's link carries its day: ${shared}`);
        // The friend: a browser that never saw this game.
        const friend = await ctx.context.browser()!.newContext(device.options);
        try {
          const p = await friend.newPage();
          await p.goto(shared);
          await grid(p).waitFor();
          const title = await p.locator('.game-title').innerText();
          assert(/daily \d{4}-\d{2}-\d{2}/u.test(title), `the friend's game is labelled daily: ${title}`);
        } finally {
          await friend.close();
        }
      },
    },
  ];
}

for (const scenario of DEVICES.flatMap(scenariosFor)) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`keep: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
