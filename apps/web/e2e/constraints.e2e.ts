/**
 * Constraint puzzles in the player (issue 27 §2): published thermo, arrow, XV & kropki, little killer
 * and sandwich puzzles open from their f-puzzles links (`?load=…`, or pasted on the Create page),
 * are proved unique before play, drawn (screenshots at 1280×900 light and 390×844 dark in
 * test-results/screenshots/constraints-*.png), name a broken rule in the handlers' words, and play
 * to completion; a link with two solutions or a rule we cannot model is refused in a sentence with
 * a way back. The thermo game is saved, comes back on a reload and prints with its thermos.
 */
import lzString from 'lz-string';
import type { Page } from 'playwright-core';
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { AXE_CONTEXT, expectNoSeriousViolations } from './axe.ts';
import { assert, assertEqual, cell, chooseTheme, grid, screenshot, type Scenario } from './harness.ts';
import { LINKS, type ConstraintLink } from './constraint-links.ts';
import { settings, test } from './scenario.ts';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** The player's address for a link: its f-puzzles data as `?load=`. */
const playerUrl = (base: string, link: string) => `${base}?load=${encodeURIComponent(link.split('load=')[1]!)}`;

async function open(page: Page, base: string, puzzle: ConstraintLink): Promise<void> {
  await page.goto(playerUrl(base, puzzle.link));
  await grid(page).waitFor();
  await page
    .getByRole('region', { name: 'About this puzzle' })
    .getByText(puzzle.name.replace(/ \(.*$/u, ''), { exact: true })
    .waitFor();
}

/** How many shapes of a class the constraint layers draw. */
async function drawn(page: Page, selector: string): Promise<number> {
  // the layer loads lazily and draws after the board: count once its first shape is there
  const shapes = page.locator(`svg[data-constraints] ${selector}`);
  await shapes.first().waitFor();
  return shapes.count();
}

const scenarios: Scenario[] = [
  {
    name: 'desktop: a thermo link opens proved and drawn; a wrong digit names the thermo; progress comes back after a reload; axe; solved to the end; printed',
    contextOptions: { ...DESKTOP, ...AXE_CONTEXT },
    async run(ctx) {
      const { page } = ctx;
      const puzzle = LINKS.thermo;
      await open(page, ctx.baseUrl, puzzle);
      const { geometry, givens } = parsePuzzle(puzzle.link);
      const thermos = geometry.constraints.filter((c) => c.type === 'thermo');
      assertEqual(await drawn(page, 'polyline.c-thermo'), thermos.length, 'thermo lines drawn');
      assertEqual(await drawn(page, 'circle.c-bulb'), thermos.length, 'thermo bulbs drawn');
      // The share link is the puzzle's f-puzzles data.
      assert(new URL(page.url()).searchParams.get('load') !== null, 'the address carries the puzzle');
      await screenshot(ctx, 'constraints-thermo-desktop-light');

      // Rule checks are on with Settings → Mistakes → "Mark digits that break a rule".
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('combobox', { name: 'Mistakes', exact: true }).selectOption('rules');
      await dialog.getByRole('button', { name: 'Done' }).click();
      const thermo = thermos.find((t) => givens[t.cells[0]!] === 0 && givens[t.cells[1]!] === 0)!;
      const bulb = thermo.cells[0]!;
      const n = geometry.size;
      await cell(page, Math.floor(bulb / n) + 1, (bulb % n) + 1).click();
      await page.keyboard.press('9');
      const broken = page.getByRole('list', { name: 'Rules broken' });
      await broken
        .getByText(new RegExp(`^The thermo from r${Math.floor(bulb / n) + 1}c${(bulb % n) + 1}`, 'u'))
        .waitFor();
      await page.keyboard.press('Delete');
      await broken.waitFor({ state: 'detached' });
      await expectNoSeriousViolations(page, 'a thermo game with rule checks');

      // Progress is saved: the root address brings the game back (its reader loads first).
      const first = givens.indexOf(0);
      const [r, c] = [Math.floor(first / n) + 1, (first % n) + 1];
      await cell(page, r, c).click();
      await page.keyboard.press(puzzle.solution[first]!);
      await page.waitForTimeout(400);
      await page.goto(ctx.baseUrl);
      await page.getByRole('region', { name: 'About this puzzle' }).getByText('Thermo', { exact: true }).waitFor();
      await cell(page, r, c)
        .and(
          page.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c}, ${puzzle.solution[first]}\\b`, 'u') }),
        )
        .waitFor();
      assertEqual(await drawn(page, 'polyline.c-thermo'), thermos.length, 'thermo lines drawn after the reload');

      for (const [index, d] of givens.entries()) {
        if (d !== 0 || index === first) continue;
        await cell(page, Math.floor(index / n) + 1, (index % n) + 1).click();
        await page.keyboard.press(puzzle.solution[index]!);
      }
      await page.getByRole('dialog', { name: 'Solved!' }).waitFor();

      // Printed from a fresh page load (the reader loads before the saved game is read).
      await page.goto(`${ctx.baseUrl}#/print`);
      await page.getByText('1 page, A4.').waitFor();
      assertEqual(
        await page.locator('.print-sheet .print-constraints polyline.c-thermo').count(),
        thermos.length,
        'thermos printed',
      );
      await screenshot(ctx, 'constraints-print-thermo');
    },
  },
  {
    name: 'phone, dark: arrow, XV & kropki and the outside clues of little killer and sandwich are drawn; a pasted link opens in the player',
    contextOptions: PHONE,
    async run(ctx) {
      const { page } = ctx;
      await open(page, ctx.baseUrl, LINKS.arrow);
      await chooseTheme(page, 'dark');
      const arrows = parsePuzzle(LINKS.arrow.link).geometry.constraints.filter((c) => c.type === 'arrow').length;
      assertEqual(await drawn(page, 'path.c-arrow-head'), arrows, 'arrow heads drawn');
      await screenshot(ctx, 'constraints-arrow-phone-dark');

      await open(page, ctx.baseUrl, LINKS.littleKiller);
      assert((await drawn(page, 'text.c-little-killer')) > 0, 'little killer sums drawn outside the grid');
      const board = await page.locator('.board').boundingBox();
      assert(
        board !== null && board.x > 20 && board.x + board.width < 370,
        `the board keeps a margin for its outside clues (${JSON.stringify(board)})`,
      );
      await screenshot(ctx, 'constraints-little-killer-phone-dark');
      await open(page, ctx.baseUrl, LINKS.sandwich);
      assert((await drawn(page, 'text.c-sandwich')) > 0, 'sandwich sums drawn outside the grid');
      await screenshot(ctx, 'constraints-sandwich-phone-dark');

      // Pasted in the Create page's import: a puzzle with dots opens in the player.
      await page.goto(`${ctx.baseUrl}#/create`);
      await page.getByText('Import from f-puzzles').click();
      await page.getByLabel(/^f-puzzles link/u).fill(LINKS.xvKropki.link);
      await page.getByRole('button', { name: 'Import link' }).click();
      await page.getByRole('region', { name: 'About this puzzle' }).getByText('XV & kropki', { exact: true }).waitFor();
      await grid(page).waitFor();
      assert(
        (await drawn(page, 'circle.c-dot-white')) > 0 && (await drawn(page, 'circle.c-dot-black')) > 0,
        'white and black dots drawn',
      );
      assert((await drawn(page, 'text.c-xv')) > 0, 'X and V drawn');
      await screenshot(ctx, 'constraints-xv-kropki-phone-dark');
    },
  },
  {
    name: 'refusals in words with a way back: two solutions, a rule we cannot model',
    contextOptions: DESKTOP,
    async run(ctx) {
      const { page } = ctx;
      const grid81 = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
      const data = (json: object) => encodeURIComponent(lzString.compressToBase64(JSON.stringify(json)));
      await page.goto(
        `${ctx.baseUrl}?load=${data({ size: 9, title: 'Open', grid: grid81, thermometer: [{ lines: [['R1C1', 'R1C2', 'R1C3']] }] })}`,
      );
      await page
        .getByRole('status')
        .getByText('The puzzle in this link cannot be played: it has more than one solution')
        .waitFor();
      await page
        .getByRole('heading', { name: /new game/iu })
        .first()
        .waitFor();
      await page.goto(
        `${ctx.baseUrl}?load=${data({ size: 9, grid: grid81, skyscraper: [{ cell: 'R0C1', value: 3 }] })}`,
      );
      await page
        .getByRole('status')
        .getByText(/cannot be played: Sudoku Forge cannot model this puzzle yet\. .*skyscraper/u)
        .waitFor();
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`constraints: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
