/**
 * Drawing constraints on the Create page (issue 27 §2), by role and name, on a desktop (1280×900,
 * light, then dark) and a phone (390×844 touch, dark, then light): a thermo and a killer cage on an
 * empty grid give "2 solutions: they differ in rXcY"; undo and redo step through the drawing; a
 * dot that is not on an edge is refused in words, one that is is drawn and Delete takes it away; the
 * Wikipedia givens (which the thermo and the cage agree with) make it "Unique: ready to play"; Play
 * opens the game with the thermo and the cage drawn. axe finds no serious violation on the page
 * with its constraints; every key of the tool bar is a touch target on the phone. Screenshots:
 * test-results/screenshots/create-constraints-*.png.
 */
import type { Page } from 'playwright-core';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';
import { AXE_CONTEXT, expectNoSeriousViolations } from './axe.ts';
import { assert, assertEqual, cell, grid, screenshot, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

const DEVICES = [
  { name: 'desktop', first: 'light', options: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    first: 'dark',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
] as const;

const solutions = (page: Page) => page.getByRole('status', { name: 'Solutions' });

/** Selects cells in order: the first pressed, then each next by Shift+arrow (a line's order). */
async function selectLine(page: Page, row: number, column: number, steps: string[], touch: boolean): Promise<void> {
  await (touch ? cell(page, row, column).tap() : cell(page, row, column).click());
  for (const step of steps) await page.keyboard.press(`Shift+${step}`);
}

async function pickTool(page: Page, name: string): Promise<void> {
  const tool = page.getByRole('group', { name: 'Constraints' }).getByRole('button', { name, exact: true });
  await tool.click();
  assertEqual(await tool.getAttribute('aria-pressed'), 'true', `${name} is the tool`);
}

function scenario(device: (typeof DEVICES)[number]): Scenario {
  const touch = device.name === 'phone';
  const other = device.first === 'light' ? 'dark' : 'light';
  return {
    name: `${device.name}: a thermo and a cage give two solutions and the cell they differ in; undo, redo; givens make it unique; Play shows the constraints; axe; screenshots ${device.first} and ${other}`,
    contextOptions: { ...device.options, colorScheme: device.first, ...AXE_CONTEXT },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(`${ctx.baseUrl}#/create`);
      await page.getByRole('heading', { name: 'Your own puzzle' }).waitFor();
      await solutions(page)
        .getByText(/^2 solutions: they differ in r\dc\d$/u)
        .waitFor();

      // A thermo r1c4 → r1c6 (the Wikipedia solution has 6, 7, 8 there): bulb first, then in order.
      await pickTool(page, 'Thermo');
      await selectLine(page, 1, 4, ['ArrowRight', 'ArrowRight'], touch);
      await page.getByRole('button', { name: 'Add thermo' }).click();
      await page.getByRole('listitem').filter({ hasText: 'The thermo from r1c4' }).waitFor();
      await page.locator('svg[data-constraints] polyline.c-thermo').waitFor({ state: 'attached' });
      assertEqual(await page.locator('svg[data-constraints] polyline.c-thermo').count(), 1, 'the thermo drawn');

      // A killer cage r2c1 + r2c2 of 13 (6 + 7 there).
      await pickTool(page, 'Killer cage');
      await selectLine(page, 2, 1, ['ArrowRight'], touch);
      await page.getByLabel('Sum (optional)').fill('13');
      await page.getByRole('button', { name: 'Add killer cage' }).click();
      await page.getByRole('gridcell', { name: /^Row 2, column 1, empty, cage 13, 2 cells/u }).waitFor();
      const differ = solutions(page).getByText(/^2 solutions: they differ in r\dc\d$/u);
      await differ.waitFor();
      assert(await differ.isVisible(), 'the count is on screen');

      // Undo takes the cage away, redo brings it back.
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('gridcell', { name: /^Row 2, column 1, empty$/u }).waitFor();
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.getByRole('gridcell', { name: /^Row 2, column 1, empty, cage 13/u }).waitFor();

      // A wrong dot is refused in words.
      await pickTool(page, 'White dot');
      await selectLine(page, 5, 5, ['ArrowDown', 'ArrowRight'], touch);
      await page.getByRole('button', { name: 'Add white dot' }).click();
      await page.getByRole('alert').getByText('Select two cells side by side.').waitFor();

      await solutions(page)
        .getByText(/^2 solutions: they differ in r\dc\d$/u)
        .waitFor();
      await expectNoSeriousViolations(page, 'create with a thermo and a cage');
      if (touch) {
        const small = await page.locator('.create-toolbar button, .editor-tools button').evaluateAll((buttons) =>
          buttons
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.width > 0 && (r.height < 44 || r.width < 44))
            .map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`),
        );
        assertEqual(small, [], 'touch targets of 44 px and more');
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert(wide <= 0, `nothing wider than the phone (${wide} px over)`);
      }
      await screenshot(ctx, `create-constraints-${device.name}-${device.first}`);
      await page.emulateMedia({ colorScheme: other });
      await screenshot(ctx, `create-constraints-${device.name}-${other}`);
      await page.emulateMedia({ colorScheme: device.first });

      // A white dot drawn between r5c5 and r5c6, then taken away again by Delete with its tool.
      await selectLine(page, 5, 5, ['ArrowRight'], touch);
      await page.getByRole('button', { name: 'Add white dot' }).click();
      const dot = page.locator('svg[data-constraints] circle.c-dot-white');
      await dot.waitFor({ state: 'attached' });
      await (touch ? cell(page, 5, 6).tap() : cell(page, 5, 6).click());
      await page.keyboard.press('Delete');
      await dot.waitFor({ state: 'detached' });
      await page.getByRole('listitem').filter({ hasText: 'The thermo from r1c4' }).waitFor();

      // The givens: unique.
      const details = page.locator('details.paste-box');
      await details.locator('summary').click();
      await page.getByLabel(/^Puzzle: /u).fill(WIKIPEDIA.puzzle);
      await page.getByRole('button', { name: 'Use as givens' }).click();
      await solutions(page).getByText('Unique: ready to play', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Share' }).waitFor();
      await screenshot(ctx, `create-constraints-${device.name}-unique`);

      await page.getByRole('link', { name: 'Play this puzzle' }).click();
      await grid(page).waitFor();
      await page.waitForURL(/[?&]load=/u);
      await page.locator('svg[data-constraints] polyline.c-thermo').waitFor({ state: 'attached' });
      assertEqual(
        await page.locator('svg[data-constraints] circle.c-bulb').count(),
        1,
        'the thermo’s bulb in the game',
      );
      await page
        .getByRole('gridcell', { name: /^Row 2, column 1, 6, given|^Row 2, column 1, empty, cage 13/u })
        .waitFor();
      assert((await page.locator('.line-cage').count()) > 0, 'the cage in the game');
      await screenshot(ctx, `create-constraints-${device.name}-played`);
    },
  };
}

for (const s of DEVICES.map(scenario)) {
  test.describe(() => {
    test.use(settings(s));
    test(`create-constraints: ${s.name}`, ({ ctx }) => s.run(ctx));
  });
}
