/**
 * Every variant draws a board with the right cells and names; screenshots of the main screens.
 */
import { VARIANT_IDS, VARIANTS } from '@sudoku-forge/core-solver';
import {
  assert,
  assertEqual,
  cellLabel,
  contentLink,
  expectLabel,
  fixtures,
  grid,
  screenshot,
  shownRecord,
  type Scenario,
  navLink,
} from './harness.ts';
import { settings, test } from './scenario.ts';

/** The fixture with the fewest givens: the most to look at. */
const sparsest = (variant: 'classic' | 'killer') => fixtures(variant).sort((a, b) => a.clues! - b.clues!)[0]!;

const scenarios: Scenario[] = [
  {
    name: 'every variant renders a labelled grid from a share link',
    async run(ctx) {
      const { page } = ctx;
      for (const variant of VARIANT_IDS) {
        const stored = fixtures(variant)[0]!;
        await page.goto(contentLink(ctx.baseUrl, stored));
        const record = shownRecord(stored);
        const n = VARIANTS[variant].size;
        await grid(page).waitFor();
        assertEqual(await page.getByRole('gridcell').count(), n * n, `${variant} cell count`);
        assertEqual(await page.getByRole('row').count(), n, `${variant} row count`);
        // The first given in reading order is announced as given; a killer has none (its cages
        // are the clues), so nothing on its board may be announced as given.
        const first = [...record.puzzle].findIndex((ch) => ch !== '.');
        if (first === -1) {
          assertEqual(variant, 'killer', 'only killers come without givens');
          assertEqual(
            await page.getByRole('gridcell', { name: /, given(,|$)/u }).count(),
            0,
            `${variant}: cells announced as given`,
          );
          continue;
        }
        const label = await cellLabel(page, Math.floor(first / n) + 1, (first % n) + 1);
        assert(
          label.endsWith(`, ${record.puzzle[first]}, given`) || label.includes(`, ${record.puzzle[first]}, given,`),
          `${variant}: given label "${label}"`,
        );
      }
    },
  },
  {
    name: 'classic screen (screenshot)',
    async run(ctx) {
      const { page } = ctx;
      const record = sparsest('classic');
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      const blank = record.puzzle.indexOf('.');
      const [r, c] = [Math.floor(blank / 9) + 1, (blank % 9) + 1];
      await page.getByRole('gridcell', { name: `Row ${r}, column ${c}, empty`, exact: true }).click();
      await page.keyboard.press('c');
      for (const d of ['1', '4', '9']) await page.keyboard.press(d);
      await expectLabel(page, r, c, `Row ${r}, column ${c}, empty, notes 1 4 9`);
      await screenshot(ctx, 'classic');
    },
  },
  {
    name: 'killer board: dashed cages, sums in the first cells (screenshot)',
    async run(ctx) {
      const { page } = ctx;
      const record = sparsest('killer');
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      // Every cell of a cage names it (issue 30), not only the one that shows the sum.
      for (const cage of record.cages!) {
        const named = `, cage ${cage.sum}, ${cage.cells.length === 1 ? '1 cell' : `${cage.cells.length} cells`}`;
        for (const c of cage.cells) {
          const label = await cellLabel(page, Math.floor(c / 9) + 1, (c % 9) + 1);
          assert(label.endsWith(named), `cage label "${label}" should end with "${named}"`);
        }
      }
      assertEqual(await page.locator('.line-cage').count(), record.cages!.length, 'dashed cage outlines');
      await screenshot(ctx, 'killer');
    },
  },
  {
    name: '16x16 board with symbols 1–9, A–G (screenshot)',
    async run(ctx) {
      const { page } = ctx;
      const record = fixtures('16x16')[0]!;
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      const letter = [...record.puzzle].findIndex((ch) => /[A-G]/u.test(ch));
      const label = await cellLabel(page, Math.floor(letter / 16) + 1, (letter % 16) + 1);
      assert(label.endsWith(`, ${record.puzzle[letter]}, given`), `16x16 letter given: "${label}"`);
      assertEqual(await page.getByRole('button', { name: 'G', exact: true }).count(), 1, 'keypad key G');
      // Letters type digits on 16×16.
      const blank = record.puzzle.indexOf('.');
      const [r, c] = [Math.floor(blank / 16) + 1, (blank % 16) + 1];
      await page.getByRole('gridcell', { name: `Row ${r}, column ${c}, empty`, exact: true }).click();
      const wanted = record.solution![blank]!;
      await page.keyboard.press(wanted.toLowerCase());
      await expectLabel(page, r, c, `Row ${r}, column ${c}, ${wanted}`);
      await screenshot(ctx, '16x16');
    },
  },
  {
    name: 'irregular, diagonal and hyper boards (screenshots)',
    async run(ctx) {
      for (const variant of ['irregular', 'diagonal', 'hyper'] as const) {
        await ctx.page.goto(contentLink(ctx.baseUrl, fixtures(variant)[0]!));
        await grid(ctx.page).waitFor();
        await screenshot(ctx, variant);
      }
    },
  },
  {
    name: 'dark theme is chosen and remembered; "System" follows the system (screenshot)',
    contextOptions: { colorScheme: 'dark' },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('killer')[0]!));
      await grid(page).waitFor();
      const theme = page.getByRole('combobox', { name: 'Theme' });
      assertEqual(await theme.inputValue(), 'system', 'the default follows the system');
      assertEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'system dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await theme.selectOption('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      assertEqual(
        await page.evaluate(() => document.documentElement.dataset.theme),
        'light',
        'a chosen theme ignores the system',
      );
      await theme.selectOption('system');
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await theme.selectOption('dark');
      assertEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'theme');
      await page.reload();
      await grid(page).waitFor();
      assertEqual(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'theme after reload');
      await screenshot(ctx, 'killer-dark');
    },
  },
];

scenarios.push({
  name: 'works offline after the first visit (service worker)',
  async run(ctx) {
    const { page, context } = ctx;
    // This scenario needs the service worker that playwright.config.ts blocks elsewhere.
    const browser = context.browser()!;
    const own = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const p = await own.newPage();
      const errors: string[] = [];
      p.on('pageerror', (e) => errors.push(e.message));
      await p.goto(contentLink(ctx.baseUrl, fixtures('classic')[0]!));
      await grid(p).waitFor();
      await p.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await own.setOffline(true);
      await p.reload();
      await grid(p).waitFor();
      await (await navLink(p, 'Solver')).click();
      await p.getByRole('textbox', { name: 'Puzzle' }).waitFor();
      assertEqual(errors, [], 'page errors offline');
    } finally {
      await own.close();
    }
    void page;
  },
});

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`render: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
