/**
 * A newcomer's first minutes and the smaller points (issue 30 §2, §6), on a desktop and a 390×844
 * phone: a first visit gets an easy game with a how-to-play and a level choice; the chooser offers
 * only stored levels and past dailies; Create's disclosures show a marker and a drawn f-puzzles
 * cage with a value is refused by name; the Guide starts with the techniques, charts after, and
 * captions its examples in words (no stored ids).
 */
import lzString from 'lz-string';
import type { BrowserContextOptions, Locator } from 'playwright-core';
import { AXE_CONTEXT, expectNoSeriousViolations } from './axe.ts';
import { assert, assertEqual, cell, grid, navLink, screenshot, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

const DEVICES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
];

/** The width of what a summary draws before its text (its disclosure marker), in CSS pixels. */
const markerWidth = (summary: Locator) =>
  summary.evaluate((el) => {
    const before = getComputedStyle(el, '::before');
    return before.content === 'none' ? 0 : parseFloat(before.borderInlineStartWidth) + parseFloat(before.width);
  });

function scenariosFor(device: { name: string; options: BrowserContextOptions }): Scenario[] {
  const d = device.name;
  return [
    {
      name: `a first visit: an easy game, how to play, and a level choice of the stored levels (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(ctx.baseUrl);
        const welcome = page.getByRole('region', { name: 'Welcome! How to play' });
        await welcome.waitFor();
        await grid(page).waitFor();
        assert((await page.locator('.game-title').innerText()).includes('Easy'), 'the first game is Easy');
        await screenshot(ctx, `welcome-first-visit-${d}`);
        await welcome.getByRole('button', { name: 'Choose a level' }).click();
        const chooser = page.getByRole('dialog', { name: 'New game' });
        await chooser.waitFor();
        await chooser
          .getByRole('group', { name: 'Variant' })
          .getByRole('button', { name: 'Hyper', exact: true })
          .click();
        assertEqual(
          await chooser.getByRole('group', { name: 'Level' }).getByRole('button').allInnerTexts(),
          ['Easy', 'Extreme', 'Daily puzzle'],
          'only stored levels are buttons',
        );
        await chooser.getByText(/^Hyper puzzles: Easy, Extreme \(no Medium, Hard, Expert yet\)\./u).waitFor();
        await chooser.getByText('Past dailies').click();
        assert((await chooser.locator('.daily-archive li').count()) > 0, 'past dailies are listed');
        await chooser.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Easy', exact: true }).click();
        await page.waitForURL(/v=hyper/u);
        await welcome.waitFor({ state: 'detached' });
        // A second visit: no welcome again.
        await page.goto(ctx.baseUrl);
        await grid(page).waitFor();
        assert(!(await welcome.isVisible()), 'the welcome is for the first visit only');
      },
    },
    {
      name: `create: the disclosures show a marker; a drawn f-puzzles cage with a value is refused by name (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(`${ctx.baseUrl}#/create`);
        for (const name of ['Import from f-puzzles', 'Paste instead']) {
          const summary = page.locator('summary', { hasText: name });
          await summary.waitFor();
          assert((await markerWidth(summary)) >= 5, `"${name}" shows a disclosure marker`);
        }
        // The play screen's keys (game/keys.ts): Shift+arrow extends, a digit fills both, Delete clears.
        await cell(page, 1, 1).click();
        await page.keyboard.press('Shift+ArrowDown');
        await page.keyboard.press('6');
        await page.getByRole('gridcell', { name: 'Row 2, column 1, 6, given' }).waitFor();
        await page.getByRole('gridcell', { name: 'Row 1, column 1, 6, given' }).waitFor();
        await page.keyboard.press('Delete');
        await page.getByRole('gridcell', { name: /^Row 2, column 1, empty/u }).waitFor();
        await page.locator('summary', { hasText: 'Import from f-puzzles' }).click();
        const grid9 = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
        const data = lzString.compressToBase64(
          JSON.stringify({ size: 9, grid: grid9, cage: [{ cells: ['R1C1', 'R1C2'], value: '12' }] }),
        );
        await page.getByLabel(/^f-puzzles link/u).fill(`https://www.f-puzzles.com/?load=${data}`);
        await page.getByRole('button', { name: 'Import link' }).click();
        await page
          .getByRole('alert')
          .getByText(/drawn cage with a value \(f-puzzles cage 1, "12"\)/u)
          .waitFor();
        await screenshot(ctx, `welcome-create-refused-${d}`);
      },
    },
    {
      name: `guide: the techniques first, charts after; examples captioned in words (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(ctx.baseUrl);
        await grid(page).waitFor();
        await (await navLink(page, 'Guide')).click();
        await page.getByRole('heading', { name: 'Technique guide' }).waitFor();
        await page.locator('figure.chart').first().waitFor();
        const headings = await page.getByRole('heading', { level: 3 }).allInnerTexts();
        assertEqual(headings, ['The techniques', 'How often each level needs them'], 'techniques first, charts after');
        await page.getByRole('button', { name: 'Worked example: Hidden single' }).click();
        const caption = await page.locator('.example .example-source').innerText();
        assert(/^An? \w+ classic puzzle, move \d+ of \d+: /u.test(caption), `a caption in words: ${caption}`);
        assert(!/classic-\w+-\d{4}/u.test(caption), `no stored id: ${caption}`);
        await screenshot(ctx, `welcome-guide-${d}`);
      },
    },
    {
      name: `print: the game on screen with my digits, a solutions page, captions under their grids in 4-up (${d})`,
      contextOptions: device.options,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(`${ctx.baseUrl}?v=classic&l=easy&id=classic-easy-0001&d=11`);
        await grid(page).waitFor();
        const blank = await page
          .getByRole('gridcell', { name: /^Row \d+, column \d+, empty/u })
          .first()
          .getAttribute('aria-label');
        const [, r, c] = /^Row (\d+), column (\d+)/u.exec(blank ?? '') ?? [];
        await cell(page, Number(r), Number(c)).click();
        await page.keyboard.press('7');
        await page.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c}, 7`, 'u') }).waitFor();
        await page.waitForTimeout(300);
        await (await navLink(page, 'Print')).click();
        await page.getByText('1 page, A4.').waitFor();
        const written = page.locator('.print-sheet text[font-style="italic"]');
        assertEqual(await written.count(), 0, 'no digits of mine until asked');
        await page.getByRole('checkbox', { name: 'With my digits' }).check();
        assertEqual(await written.allTextContents(), ['7'], 'my digit is printed');
        await page.getByRole('checkbox', { name: 'Add a solutions page' }).check();
        await page.getByText('2 pages, A4.').waitFor();
        await page
          .getByRole('group', { name: 'Page 2' })
          .getByText(/^Solution · Classic · Easy/u)
          .waitFor();
        await screenshot(ctx, `welcome-print-mine-${d}`);
        await page.getByRole('button', { name: 'New puzzles' }).click();
        await page.getByLabel('Puzzles per page', { exact: true }).selectOption('4');
        await page.getByText('2 pages, A4.').waitFor();
        // Each caption sits right under its grid.
        const gaps = await page
          .locator('.print-sheet')
          .first()
          .locator('.print-slot')
          .evaluateAll((slots) =>
            slots.map(
              (slot) =>
                slot.querySelector('figcaption')!.getBoundingClientRect().top -
                slot.querySelector('svg')!.getBoundingClientRect().bottom,
            ),
          );
        assertEqual(gaps.length, 4, 'four puzzles on the first page');
        assert(
          gaps.every((g) => g >= 0 && g < 16),
          `captions close to their grids: ${gaps.map((g) => g.toFixed(1)).join(', ')} px`,
        );
        await screenshot(ctx, `welcome-print-4up-${d}`);
      },
    },
  ];
}

/** The states these points touch, in the dark at 360×740 and in the light on a desktop: axe 0 serious, screenshots. */
function axeScenario(name: string, options: BrowserContextOptions): Scenario {
  return {
    name: `axe: the welcome, the chooser, Create, Print with its options and the Guide (${name})`,
    contextOptions: { ...AXE_CONTEXT, ...options },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await page.getByRole('region', { name: 'Welcome! How to play' }).waitFor();
      await expectNoSeriousViolations(page, 'first visit, welcome');
      await screenshot(ctx, `welcome-axe-first-${name}`);
      await page.getByRole('button', { name: 'Choose a level' }).click();
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
      await expectNoSeriousViolations(page, 'the chooser');
      await page.keyboard.press('Escape');
      await page.goto(`${ctx.baseUrl}#/create`);
      await page.locator('summary', { hasText: 'Paste instead' }).click();
      await expectNoSeriousViolations(page, 'Create, paste open');
      await screenshot(ctx, `welcome-axe-create-${name}`);
      await page.goto(`${ctx.baseUrl}#/print`);
      await page.getByRole('checkbox', { name: 'Add a solutions page' }).check();
      await page.getByText(/^\d+ pages, A4\.$/u).waitFor();
      await expectNoSeriousViolations(page, 'Print with solutions');
      await page.goto(`${ctx.baseUrl}#/guide`);
      await page.getByRole('button', { name: 'Worked example: Hidden single' }).click();
      await page.locator('.example .example-source').waitFor();
      await expectNoSeriousViolations(page, 'Guide with an example');
      await screenshot(ctx, `welcome-axe-guide-${name}`);
    },
  };
}

const AXE_SCENARIOS = [
  axeScenario('phone-360-dark', {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    colorScheme: 'dark',
  }),
  axeScenario('desktop-light', { viewport: { width: 1280, height: 900 }, colorScheme: 'light' }),
];

for (const scenario of [...DEVICES.flatMap(scenariosFor), ...AXE_SCENARIOS]) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`welcome: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
