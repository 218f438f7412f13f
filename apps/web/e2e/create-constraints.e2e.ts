/**
 * Drawing constraints on the Create page (issue 27 §2), by role and name, on a desktop (1280×900,
 * light, then dark) and a phone (390×844 touch, dark, then light): a thermo and a killer cage on an
 * empty grid give "2 solutions: they differ in rXcY"; undo and redo step through the drawing; a
 * dot that is not on an edge is refused in words, one that is is drawn and Delete takes it away; the
 * Wikipedia givens (which the thermo and the cage agree with) make it "Unique: ready to play"; Play
 * opens the game with the thermo and the cage drawn. axe finds no serious violation on the page
 * with its constraints; every key of the tool bar is a touch target on the phone. Screenshots:
 * test-results/screenshots/create-constraints-*.png.
 *
 * Clues outside the grid and picking (issue 27 §2), on both devices: over the Wikipedia givens, a
 * little killer along r1c1–r9c9 (its direction picked by keyboard, its sum typed and previewed,
 * Enter adds it), a sandwich on row 4 and a between line, each with its solution's values, keep
 * "Unique: ready to play";
 * picking the sandwich in the list selects row 4 and outlines its clue, Delete on it removes it (the
 * focus goes to the next in the list), Undo brings it back; Enter on r4c4 (on a phone, Pick at r4c4)
 * picks the little killer, then the sandwich, then none; the little killer picked takes another
 * sum (none out of range; a wrong one gives "No solution"), Undo restores it; axe; screenshots
 * create-constraints-clues-*.png in both themes.
 *
 * Previews and reshaping (issue 27 §2), on both devices: a little killer from r1c3 is drawn
 * ghosted where it will go (its 7 cells marked) once its sum is typed, and the form says where in
 * words; a sum out of range draws nothing and says why; Add draws it for good; a sandwich's
 * preview follows its row or column. A thermo picked from the list takes a cell at its end (one
 * already on it is refused in words), is reversed (the bulb moves), loses its first and last cells
 * down to two (then refused in words); Undo steps back through the shapes; on a desktop by keyboard,
 * on a phone by touch; axe; screenshots create-reshape-*.png (the preview and the reshaped line, the
 * board and its tools) in both themes.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
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

/** On a phone: the buttons are touch targets of 44 px or more, and nothing is wider than the screen. */
async function expectPhoneFit(page: Page, buttons = '.create-toolbar button, .editor-tools button'): Promise<void> {
  const small = await page.locator(buttons).evaluateAll((found) =>
    found
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.height < 44 || r.width < 44))
      .map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assertEqual(small, [], 'touch targets of 44 px and more');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(wide <= 0, `nothing wider than the phone (${wide} px over)`);
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
        await expectPhoneFit(page);
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

const SOLUTION = [...WIKIPEDIA.solution].map(Number);

function clues(device: (typeof DEVICES)[number]): Scenario {
  const touch = device.name === 'phone';
  const other = device.first === 'light' ? 'dark' : 'light';
  const press = (row: number, column: number) =>
    touch ? (page: Page) => cell(page, row, column).tap() : (page: Page) => cell(page, row, column).click();
  return {
    name: `${device.name}: a little killer, a sandwich and a between line keep the givens unique; pick the sandwich, Delete removes it, Undo brings it back; Enter picks on the board; the little killer's sum changes; axe; screenshots ${device.first} and ${other}`,
    contextOptions: { ...device.options, colorScheme: device.first, ...AXE_CONTEXT },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(`${ctx.baseUrl}#/create`);
      await page.getByRole('heading', { name: 'Your own puzzle' }).waitFor();
      await page.locator('details.paste-box summary').click();
      await page.getByLabel(/^Puzzle: /u).fill(WIKIPEDIA.puzzle);
      await page.getByRole('button', { name: 'Use as givens' }).click();
      await solutions(page).getByText('Unique: ready to play', { exact: true }).waitFor();

      // A little killer on the long diagonal: any of its cells, the arrow picked by keyboard, Enter adds it.
      const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80].reduce((a, c) => a + SOLUTION[c]!, 0);
      await pickTool(page, 'Little killer');
      await press(5, 5)(page);
      const arrows = page.getByRole('group', { name: 'Arrow points' });
      await arrows.getByRole('button', { name: 'Up and left' }).click();
      await page.getByText('Its diagonal: r9c9 to r1c1, 9 cells.').waitFor();
      await arrows.getByRole('button', { name: 'Down and right' }).focus();
      await page.keyboard.press('Space');
      assertEqual(
        await arrows.getByRole('button', { name: 'Down and right' }).getAttribute('aria-pressed'),
        'true',
        'the arrow points down and right',
      );
      await page.getByText('Its diagonal: r1c1 to r9c9, 9 cells.').waitFor();
      await page.getByLabel('Sum', { exact: true }).fill(String(diagonal));
      // Previewed before Add, where it will go.
      await page
        .getByText(
          `Preview: Little killer ${diagonal} outside the top-left corner, pointing down and right along r1c1–r9c9, 9 cells.`,
        )
        .waitFor();
      await page.locator('svg[data-constraints] [data-preview] text.c-little-killer').waitFor({ state: 'attached' });
      await screenshot(ctx, `create-constraints-clues-${device.name}-little-killer`);
      await expectNoSeriousViolations(page, 'create: the little killer’s form');
      await page.getByLabel('Sum', { exact: true }).press('Enter');
      await page.getByRole('button', { name: `The little killer ${diagonal} along r1c1–r9c9`, exact: true }).waitFor();
      await page.locator('svg[data-constraints] text.c-little-killer', { hasText: String(diagonal) }).waitFor();

      // A sandwich on row 4: the digits between its 1 and 9.
      const row = SOLUTION.slice(27, 36);
      const [lo, hi] = [row.indexOf(1), row.indexOf(9)].sort((a, b) => a - b) as [number, number];
      const sandwich = row.slice(lo + 1, hi).reduce((a, b) => a + b, 0);
      await pickTool(page, 'Sandwich');
      await press(4, 4)(page);
      const side = page.getByRole('group', { name: 'Clue for' });
      await side.getByRole('button', { name: 'Column, clue above' }).click();
      await page.getByText('Its column: 4.').waitFor();
      await side.getByRole('button', { name: 'Row, clue on the left' }).click();
      await page.getByText('Its row: 4.').waitFor();
      await expectNoSeriousViolations(page, 'create: the sandwich’s form');
      await page.getByLabel('Sum', { exact: true }).fill(String(sandwich));
      await page.getByRole('button', { name: 'Add sandwich' }).click();
      const sandwichKey = page.getByRole('button', { name: `The sandwich ${sandwich} of row 4`, exact: true });
      await sandwichKey.waitFor();
      await page.locator('svg[data-constraints] text.c-sandwich').waitFor({ state: 'attached' });

      // A between line where the solution's middle digit lies between its ends.
      const start = [...Array(63).keys()]
        .map((i) => Math.floor(i / 7) * 9 + (i % 7))
        .find((c) => {
          const [a, b, d] = [SOLUTION[c]!, SOLUTION[c + 1]!, SOLUTION[c + 2]!];
          return Math.min(a, d) < b && b < Math.max(a, d);
        })!;
      const [r, c] = [Math.floor(start / 9) + 1, (start % 9) + 1];
      await pickTool(page, 'Between line');
      await selectLine(page, r, c, ['ArrowRight', 'ArrowRight'], touch);
      await page.getByRole('button', { name: 'Add between line' }).click();
      await page
        .getByRole('button', { name: `The between line from r${r}c${c} to r${r}c${c + 2}`, exact: true })
        .waitFor();
      await solutions(page).getByText('Unique: ready to play', { exact: true }).waitFor();

      // Picking the sandwich selects row 4 and outlines its clue; Delete on it removes it; Undo brings it back.
      await sandwichKey.click();
      assertEqual(await sandwichKey.getAttribute('aria-pressed'), 'true', 'the sandwich picked');
      await page.locator('svg[data-constraints] [data-picked] text.c-sandwich').waitFor({ state: 'attached' });
      const selected = await page
        .getByRole('gridcell', { selected: true })
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')!.split(',').slice(0, 2).join()));
      assertEqual(
        selected,
        Array.from({ length: 9 }, (_, i) => `Row 4, column ${i + 1}`),
        'row 4 selected',
      );
      await expectNoSeriousViolations(page, 'create with a little killer, a sandwich and a between line');
      if (touch) {
        await expectPhoneFit(page);
        // The board and its margin of a cell each side for the clues fit the phone's width too.
        const board = await page.locator('.editor .board').boundingBox();
        const margin = (board?.width ?? 0) / 9;
        assert(
          board && board.x - margin >= 0 && board.x + board.width + margin <= 390,
          `the board and its clues within the phone (${JSON.stringify(board)})`,
        );
      }
      await screenshot(ctx, `create-constraints-clues-${device.name}-${device.first}`);
      await page.emulateMedia({ colorScheme: other });
      await screenshot(ctx, `create-constraints-clues-${device.name}-${other}`);
      await page.emulateMedia({ colorScheme: device.first });

      await sandwichKey.press('Delete');
      await sandwichKey.waitFor({ state: 'detached' });
      await page.locator('svg[data-constraints] text.c-sandwich').waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      assert(focused.startsWith('The between line'), `the focus on the next constraint (${focused})`);
      assertEqual(await page.getByRole('gridcell', { selected: true }).count(), 0, 'nothing selected');
      await page.getByRole('button', { name: 'Undo' }).click();
      await sandwichKey.waitFor();
      assertEqual(await sandwichKey.getAttribute('aria-pressed'), 'false', 'back, not picked');
      await solutions(page).getByText('Unique: ready to play', { exact: true }).waitFor();

      // On the board: r4c4 is on the little killer's diagonal and in the sandwich's row; Enter (on a
      // phone, Pick at r4c4) picks them in turn.
      await press(4, 4)(page);
      const pickAt = async () =>
        touch ? page.getByRole('button', { name: 'Pick at r4c4' }).click() : page.keyboard.press('Enter');
      await page.getByText('2 constraints through it: Enter on the board picks them in turn.').waitFor();
      await pickAt();
      await page
        .getByRole('button', { name: `The little killer ${diagonal} along r1c1–r9c9`, exact: true, pressed: true })
        .waitFor();
      await pickAt();
      await page
        .getByRole('button', { name: `The sandwich ${sandwich} of row 4`, exact: true, pressed: true })
        .waitFor();
      await page.locator('svg[data-constraints] [data-picked] text.c-sandwich').waitFor({ state: 'attached' });
      await pickAt();
      assertEqual(
        await page.getByRole('button', { pressed: true }).filter({ hasText: /^The / }).count(),
        0,
        'none picked',
      );

      // The picked little killer takes another sum (Enter changes it): no solution; one out of range is refused; Undo.
      const killerKey = page.getByRole('button', {
        name: `The little killer ${diagonal} along r1c1–r9c9`,
        exact: true,
      });
      await killerKey.click();
      await page.getByLabel('New sum').fill('200');
      await page.getByRole('button', { name: 'Change sum' }).click();
      await page
        .getByRole('alert')
        .getByText(/out of range/u)
        .waitFor();
      await page.getByLabel('New sum').fill(String(diagonal + 1));
      await page.getByLabel('New sum').press('Enter');
      await page
        .getByRole('button', { name: `The little killer ${diagonal + 1} along r1c1–r9c9`, exact: true })
        .waitFor();
      await solutions(page).getByText('No solution', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Undo' }).click();
      await killerKey.waitFor();
      await solutions(page).getByText('Unique: ready to play', { exact: true }).waitFor();
    },
  };
}

/** The board and the tools beside it, in both themes (a closer look than the whole page). */
async function shootEditor(ctx: Parameters<Scenario['run']>[0], name: string, first: string, other: string) {
  const shoot = async (theme: string) => {
    await ctx.page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
    await ctx.page.locator('.editor').screenshot({ path: join(ctx.shotDir, `${name}-${theme}.png`) });
    // The board alone, with its margin of clues.
    await ctx.page.locator('.editor .board-wrap').screenshot({ path: join(ctx.shotDir, `${name}-board-${theme}.png`) });
  };
  await shoot(first);
  await shoot(other);
  await ctx.page.emulateMedia({ colorScheme: first as 'light' | 'dark' });
}

function reshape(device: (typeof DEVICES)[number]): Scenario {
  const touch = device.name === 'phone';
  const other = device.first === 'light' ? 'dark' : 'light';
  const press = (row: number, column: number) =>
    touch ? (page: Page) => cell(page, row, column).tap() : (page: Page) => cell(page, row, column).click();
  return {
    name: `${device.name}: a little killer and a sandwich are previewed where they will go before Add, in words too; a picked thermo is extended, reversed and trimmed, refused in words when it cannot be, undone step by step, dragged longer and back by its end; axe; screenshots ${device.first} and ${other}`,
    contextOptions: { ...device.options, colorScheme: device.first, ...AXE_CONTEXT },
    async run(ctx) {
      const { page } = ctx;
      /** A key pressed: by keyboard on a desktop (focused, then Enter), by touch on a phone. */
      const use = async (name: string) => {
        const key = page.getByRole('button', { name, exact: true });
        if (touch) await key.tap();
        else {
          await key.focus();
          await page.keyboard.press('Enter');
        }
      };
      await page.goto(`${ctx.baseUrl}#/create`);
      await page.getByRole('heading', { name: 'Your own puzzle' }).waitFor();
      const ghost = page.locator('svg[data-constraints] [data-preview]');

      // The little killer from r1c3 down and right: nothing drawn until the sum is typed.
      await pickTool(page, 'Little killer');
      await press(1, 3)(page);
      await page.getByRole('group', { name: 'Arrow points' }).getByRole('button', { name: 'Down and right' }).click();
      await page.getByText('Its diagonal: r1c3 to r7c9, 7 cells.').waitFor();
      assertEqual(await ghost.count(), 0, 'no preview without a sum');
      await page.getByLabel('Sum', { exact: true }).fill('30');
      const where = 'Preview: Little killer 30 above column 2, pointing down and right along r1c3–r7c9, 7 cells.';
      await page.getByText(where, { exact: true }).waitFor();
      await ghost.waitFor({ state: 'attached' });
      assertEqual(await ghost.locator('.c-preview-cell').count(), 7, 'the diagonal’s 7 cells marked');
      assertEqual(await ghost.locator('text.c-little-killer').textContent(), '30', 'the ghosted clue');
      assertEqual(
        await page.getByRole('list', { name: 'Constraints' }).count(),
        0,
        'previewed, not added: nothing in the list',
      );
      await expectNoSeriousViolations(page, 'create: a little killer previewed');
      await shootEditor(ctx, `create-reshape-preview-${device.name}`, device.first, other);

      // A sum out of range: nothing drawn, the reason said.
      await page.getByLabel('Sum', { exact: true }).fill('300');
      await page.getByText(/^Not drawn yet: .*out of range/u).waitFor();
      await ghost.waitFor({ state: 'detached' });
      await page.getByLabel('Sum', { exact: true }).fill('30');
      await ghost.waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Add little killer' }).click();
      await page.getByRole('button', { name: 'The little killer 30 along r1c3–r7c9', exact: true }).waitFor();
      await ghost.waitFor({ state: 'detached' });
      await page.locator('svg[data-constraints] text.c-little-killer', { hasText: '30' }).waitFor();

      // A sandwich's preview follows the row or column picked.
      await pickTool(page, 'Sandwich');
      await press(4, 4)(page);
      await page.getByLabel('Sum', { exact: true }).fill('10');
      await page.getByText('Preview: Sandwich 10 left of row 4, over r4c1–r4c9.', { exact: true }).waitFor();
      await page.getByRole('group', { name: 'Clue for' }).getByRole('button', { name: 'Column, clue above' }).click();
      await page.getByText('Preview: Sandwich 10 above column 4, over r1c4–r9c4.', { exact: true }).waitFor();
      assertEqual(await ghost.locator('text.c-sandwich').textContent(), '10', 'the ghosted sandwich');
      assertEqual(await ghost.locator('.c-preview-cell').count(), 9, 'its column marked');
      await page
        .locator('.editor .board-wrap')
        .screenshot({ path: join(ctx.shotDir, `create-reshape-sandwich-${device.name}-board-${device.first}.png`) });

      // A thermo r5c3 → r5c5, picked from the list: the reshape keys show.
      await pickTool(page, 'Thermo');
      await ghost.waitFor({ state: 'detached' });
      await selectLine(page, 5, 3, ['ArrowRight', 'ArrowRight'], touch);
      await page.getByRole('button', { name: 'Add thermo' }).click();
      const thermoKey = (from: string) =>
        page.getByRole('button', { name: new RegExp(`^The thermo from ${from}\\b`, 'u') });
      await thermoKey('r5c3').click();
      await page.getByRole('heading', { name: 'Reshape the thermo' }).waitFor();
      await page.getByText('It runs from r5c3 to r5c5, 3 cells.', { exact: false }).waitFor();

      // Extend the end to r6c6 (diagonally); r5c4 is already on it: refused in words.
      await use('Extend the end to r6c6');
      await page.getByText('r6c6 added at the end: 4 cells.').waitFor();
      await page.getByText('It runs from r5c3 to r6c6, 4 cells.', { exact: false }).waitFor();
      await use('Extend the end to r5c5');
      await page.getByRole('alert').getByText('r5c5 is already on the thermo.').waitFor();
      await use('Extend the start to r4c2');
      await page.getByText('It runs from r4c2 to r6c6, 5 cells.', { exact: false }).waitFor();
      await screenshot(ctx, `create-reshape-${device.name}-${device.first}`);
      await expectNoSeriousViolations(page, 'create: a thermo picked to reshape');

      // Reversed: the bulb moves to r6c6, the thermo still picked.
      await use('Reverse line');
      await page.getByText('Reversed: it now runs from r6c6 to r4c2.').waitFor();
      const bulb = page.locator('svg[data-constraints] circle.c-bulb').first();
      assertEqual([await bulb.getAttribute('cx'), await bulb.getAttribute('cy')], ['5.5', '5.5'], 'the bulb at r6c6');
      assertEqual(await thermoKey('r6c6').getAttribute('aria-pressed'), 'true', 'still picked');
      const selected = await page.getByRole('gridcell', { selected: true }).count();
      assertEqual(selected, 5, 'its 5 cells selected');
      await shootEditor(ctx, `create-reshape-line-${device.name}`, device.first, other);

      // Down to two cells, then refused in words.
      await use('Remove first cell');
      await page.getByText('r6c6 taken off the start: 4 cells.').waitFor();
      await use('Remove last cell');
      await use('Remove last cell');
      await page.getByText('It runs from r5c5 to r5c4, 2 cells.', { exact: false }).waitFor();
      await use('Remove last cell');
      await page
        .getByRole('alert')
        .getByText('A thermo has at least 2 cells: this one has 2. Remove it in the list instead.')
        .waitFor();
      if (touch) {
        await expectPhoneFit(page, '.editor-tools button');
      }

      // Undo steps back through the shapes, one at a time.
      const undo = page.getByRole('button', { name: 'Undo' });
      await undo.click();
      await thermoKey('r5c5').waitFor();
      await undo.click();
      await undo.click();
      await thermoKey('r6c6').waitFor();
      await undo.click();
      await thermoKey('r4c2').waitFor();
      await undo.click();
      await undo.click();
      await thermoKey('r5c3').click();
      await page.getByText('It runs from r5c3 to r5c5, 3 cells.', { exact: false }).waitFor();

      // Dragged on the board from its end: out through r6c6 to r7c6, then back onto r6c6 (one cell off again).
      await drag(page, [cell(page, 5, 5), cell(page, 6, 6), cell(page, 7, 6), cell(page, 6, 6)], touch);
      await page.getByText('It runs from r5c3 to r6c6, 4 cells.', { exact: false }).waitFor();
      assertEqual(await thermoKey('r5c3').getAttribute('aria-pressed'), 'true', 'still picked after the drag');
      assertEqual(await page.getByRole('gridcell', { selected: true }).count(), 4, 'its 4 cells selected');
      // One undo step a cell: r6c6 on, r7c6 on, r7c6 off.
      for (let i = 0; i < 3; i++) await undo.click();
      await thermoKey('r5c3').click();
      await page.getByText('It runs from r5c3 to r5c5, 3 cells.', { exact: false }).waitFor();
      // A press on an end without a drag is a plain press: that cell selected, the pick dropped.
      await press(5, 5)(page);
      assertEqual(await thermoKey('r5c3').getAttribute('aria-pressed'), 'false', 'a press drops the pick');
      assertEqual(await page.getByRole('gridcell', { selected: true }).count(), 1, 'the pressed cell alone selected');
    },
  };
}

/**
 * A drag over cells in order: the mouse on a desktop; on a phone one finger, by the browser's own
 * touch events (Playwright has no touch drag), so the page sees touch pointers as a player's do.
 */
async function drag(page: Page, cells: Locator[], touch: boolean): Promise<void> {
  const points: { x: number; y: number }[] = [];
  await cells[0]!.scrollIntoViewIfNeeded();
  for (const c of cells) {
    const box = (await c.boundingBox())!;
    points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  if (!touch) {
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
  for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const s of [...DEVICES.map(scenario), ...DEVICES.map(clues), ...DEVICES.map(reshape)]) {
  test.describe(() => {
    test.use(settings(s));
    test(`create-constraints: ${s.name}`, ({ ctx }) => s.run(ctx));
  });
}
