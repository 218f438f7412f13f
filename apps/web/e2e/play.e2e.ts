/**
 * Playing through the UI: picking a level, finishing a puzzle, notes, undo/redo, keyboard-only
 * play, pause, reload, a corrupt save and the daily puzzle.
 */
import { geometryFor, parsePuzzle, solvePuzzle } from '@sudoku-forge/core-solver';
import {
  assert,
  assertEqual,
  cell,
  cellLabel,
  contentLink,
  expectLabel,
  fixtures,
  givensOnBoard,
  grid,
  newGame,
  readBoard,
  screenshot,
  navLink,
  type Scenario,
} from './harness.ts';
import { settings, test } from './scenario.ts';

// The sparsest classic fixture (most empty cells to play with).
const classic = fixtures('classic').sort((a, b) => a.clues! - b.clues!)[0]!;
const blanks = (puzzle: string) => [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
const rc = (index: number, n = 9): [number, number] => [Math.floor(index / n) + 1, (index % n) + 1];

const scenarios: Scenario[] = [
  {
    name: 'on a phone, taps select a cell and enter a digit from the keypad, and Undo takes it back',
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await newGame(page, 'Classic', 'Easy', { tap: true });
      await page.waitForURL(/id=classic-easy-/u);
      await grid(page).waitFor();
      const givens = await givensOnBoard(page);
      const index = givens.indexOf(0);
      const [r, c] = rc(index);
      await cell(page, r, c).tap();
      await page.getByRole('button', { name: '5', exact: true }).tap();
      await expectLabel(page, r, c, `Row ${r}, column ${c}, 5`);
      await page.getByRole('button', { name: 'Undo', exact: true }).tap();
      await expectLabel(page, r, c, `Row ${r}, column ${c}, empty`);
      await screenshot(ctx, 'phone');
    },
  },
  {
    name: 'pick Classic, Easy and play the disguised puzzle to completion',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await newGame(page, 'Classic', 'Easy');
      await page.waitForURL(/id=classic-easy-/u);
      await grid(page).waitFor();
      // The board shows the puzzle in a disguise, so the test solves what it reads.
      const givens = await givensOnBoard(page);
      const verdict = solvePuzzle({ geometry: geometryFor('classic'), givens: Uint8Array.from(givens) });
      assertEqual(verdict.status, 'unique', 'the disguised puzzle on screen');
      const solution = verdict.solution!;
      const empty = givens.flatMap((d, i) => (d === 0 ? [i] : []));
      for (const index of empty) {
        const [r, c] = rc(index);
        await cell(page, r, c).click();
        await page.keyboard.press(String(solution[index]));
      }
      const dialog = page.getByRole('dialog', { name: 'Solved!' });
      await dialog.waitFor();
      const text = await dialog.innerText();
      assert(/Time: \d+:\d\d/u.test(text), `completion shows the time: ${text}`);
      assert(text.includes('Level: Easy'), `completion shows the level: ${text}`);
      await screenshot(ctx, 'completed');
      await page.getByRole('button', { name: 'New puzzle' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const next = await readBoard(page);
      assert(
        next.some((d) => d === 0),
        'a new puzzle has empty cells',
      );
    },
  },
  {
    name: 'notes, automatic note clean-up in the same undo step, undo/redo by keys and buttons',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      const solution = classic.solution!;
      // Two empty cells in one row: a note in the first, then the second gets that digit.
      const a = blanks(classic.puzzle).find((i, _, all) =>
        all.some((j) => j !== i && Math.floor(j / 9) === Math.floor(i / 9)),
      )!;
      const row = Math.floor(a / 9);
      const other = blanks(classic.puzzle).find((j) => j !== a && Math.floor(j / 9) === row)!;
      const digit = Number(solution[other]);
      const [ar, ac] = rc(a);
      const [br, bc] = rc(other);

      await cell(page, ar, ac).click();
      await page.getByRole('button', { name: 'Centre' }).click();
      assertEqual(
        await page.getByRole('button', { name: 'Centre' }).getAttribute('aria-pressed'),
        'true',
        'Centre pressed',
      );
      const notes = [...new Set([digit, 1, 9])].sort();
      for (const d of notes) await page.getByRole('button', { name: String(d), exact: true }).click();
      await expectLabel(page, ar, ac, `Row ${ar}, column ${ac}, empty, notes ${notes.join(' ')}`);
      await page.getByRole('button', { name: 'Digit' }).click();
      assertEqual(
        await page.getByRole('button', { name: 'Centre' }).getAttribute('aria-pressed'),
        'false',
        'Centre released',
      );

      await cell(page, br, bc).click();
      await page.keyboard.press(String(digit));
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, ${digit}`);
      const cleaned = notes.filter((d) => d !== digit);
      await expectLabel(page, ar, ac, `Row ${ar}, column ${ac}, empty, notes ${cleaned.join(' ')}`);

      // One undo takes back the digit and restores the note it removed.
      await page.keyboard.press('Control+z');
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, empty`);
      await expectLabel(page, ar, ac, `Row ${ar}, column ${ac}, empty, notes ${notes.join(' ')}`);
      await page.keyboard.press('Control+y');
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, ${digit}`);
      await expectLabel(page, ar, ac, `Row ${ar}, column ${ac}, empty, notes ${cleaned.join(' ')}`);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, empty`);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, ${digit}`);
      await page.getByRole('button', { name: 'Erase' }).click();
      await expectLabel(page, br, bc, `Row ${br}, column ${bc}, empty`);
    },
  },
  {
    name: 'keyboard only: Tab to the grid, arrows, Shift+arrow multi-select, z/x/c modes',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      // Tab until a grid cell has focus (the grid has one tab stop).
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) break;
      }
      const start = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      assert(start.startsWith('Row 1, column 1, '), `focus starts at r1c1: ${start}`);
      // Walk to the first blank cell of the puzzle with arrows.
      const target = blanks(classic.puzzle)[0]!;
      const [tr, tc] = rc(target);
      for (let r = 1; r < tr; r++) await page.keyboard.press('ArrowDown');
      for (let c = 1; c < tc; c++) await page.keyboard.press('ArrowRight');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      assert(focused.startsWith(`Row ${tr}, column ${tc}, empty`), `focus moved to r${tr}c${tc}: ${focused}`);
      await page.keyboard.press('x');
      assertEqual(
        await page.getByRole('button', { name: 'Corner' }).getAttribute('aria-pressed'),
        'true',
        'x selects corner mode',
      );
      await page.keyboard.press('2');
      await expectLabel(page, tr, tc, `Row ${tr}, column ${tc}, empty, corner notes 2`);
      await page.keyboard.press('c');
      await page.keyboard.press('3');
      await expectLabel(page, tr, tc, `Row ${tr}, column ${tc}, empty, notes 3, corner notes 2`);
      await page.keyboard.press('z');
      const digit = classic.solution![target]!;
      await page.keyboard.press(digit);
      await expectLabel(page, tr, tc, `Row ${tr}, column ${tc}, ${digit}`);
      // Shift+arrow extends the selection; a digit then fills every selected empty cell's notes.
      const selectedBefore = await page.locator('[role=gridcell][aria-selected=true]').count();
      await page.keyboard.press('Shift+ArrowDown');
      const selectedAfter = await page.locator('[role=gridcell][aria-selected=true]').count();
      assertEqual([selectedBefore, selectedAfter], [1, 2], 'selected cells before/after Shift+ArrowDown');
      await page.keyboard.press('Escape');
      assertEqual(await page.locator('[role=gridcell][aria-selected=true]').count(), 0, 'Escape clears the selection');
    },
  },
  {
    name: 'mouse multi-select with Ctrl and a digit in every selected cell',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      const [x, y] = blanks(classic.puzzle);
      await cell(page, ...rc(x!)).click();
      await cell(page, ...rc(y!)).click({ modifiers: ['Control'] });
      assertEqual(await page.locator('[role=gridcell][aria-selected=true]').count(), 2, 'two cells selected');
      await page.getByRole('button', { name: 'Centre' }).click();
      await page.keyboard.press('5');
      const [xr, xc] = rc(x!);
      const [yr, yc] = rc(y!);
      await expectLabel(page, xr, xc, `Row ${xr}, column ${xc}, empty, notes 5`);
      await expectLabel(page, yr, yc, `Row ${yr}, column ${yc}, empty, notes 5`);
    },
  },
  {
    name: 'progress survives a reload; pause hides the grid',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      const [x, y] = blanks(classic.puzzle);
      const [xr, xc] = rc(x!);
      const [yr, yc] = rc(y!);
      await cell(page, xr, xc).click();
      await page.keyboard.press(classic.solution![x!]!);
      await cell(page, yr, yc).click();
      await page.keyboard.press('Control+7');
      const before = [await cellLabel(page, xr, xc), await cellLabel(page, yr, yc)];
      await page.reload();
      await grid(page).waitFor();
      assertEqual([await cellLabel(page, xr, xc), await cellLabel(page, yr, yc)], before, 'labels after reload');
      // Reload without the link: the last game comes back too.
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      assertEqual(await cellLabel(page, xr, xc), before[0], 'restored from the saved current game');

      await page.getByRole('button', { name: 'Pause' }).click();
      assertEqual(await page.getByRole('grid').count(), 0, 'no grid while paused');
      await page.getByText('Paused', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Resume' }).first().click();
      await grid(page).waitFor();
    },
  },
  {
    name: 'a corrupt save is discarded with a notice, never a blank page',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      await cell(page, ...rc(blanks(classic.puzzle)[0]!)).click();
      await page.keyboard.press('1');
      // Leave the play screen first: it saves on the way out, which would repair the save.
      await (await navLink(page, 'Solver')).click();
      await page.getByRole('textbox', { name: 'Puzzle' }).waitFor();
      await page.evaluate(() => {
        const key = localStorage.getItem('sudoku-forge:current')!;
        localStorage.setItem(`sudoku-forge:game:${key}`, '{"version": 1, "board": ');
      });
      await page.goto(ctx.baseUrl);
      const notice = page.getByRole('alert');
      await notice.waitFor();
      assert((await notice.innerText()).includes('could not be restored'), 'the notice says the save was discarded');
      await grid(page).waitFor();
      // An old-version save is discarded the same way.
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      await (await navLink(page, 'Solver')).click();
      await page.getByRole('textbox', { name: 'Puzzle' }).waitFor();
      await page.evaluate(() => {
        const key = localStorage.getItem('sudoku-forge:current')!;
        const saved = JSON.parse(localStorage.getItem(`sudoku-forge:game:${key}`)!);
        localStorage.setItem(`sudoku-forge:game:${key}`, JSON.stringify({ ...saved, version: 0 }));
      });
      await page.goto(contentLink(ctx.baseUrl, classic));
      await page.getByRole('alert').waitFor();
      assert((await page.getByRole('alert').innerText()).includes('older version'), 'the notice names the old version');
      await grid(page).waitFor();
    },
  },
  {
    name: 'levels without stored puzzles are not offered and the chooser says what exists; the daily puzzle is stable across reloads; past dailies open (issue 30)',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      const before = await givensOnBoard(page);
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('group', { name: 'Variant' }).getByRole('button', { name: 'Hyper', exact: true }).click();
      const levels = page.getByRole('group', { name: 'Level' });
      assertEqual(
        await levels.getByRole('button').allInnerTexts(),
        ['Easy', 'Extreme', 'Daily puzzle'],
        'only the stored levels are buttons',
      );
      await page.getByText('Hyper puzzles: Easy, Extreme (no Medium, Hard, Expert yet).').waitFor();
      assertEqual(await givensOnBoard(page), before, 'the game on screen stays');
      await page.getByText('Past dailies').click();
      assertEqual(await page.locator('.daily-archive li').count(), 13, 'the past two weeks');
      await page.getByRole('button', { name: 'Daily puzzle' }).click();
      await page.waitForURL(/v=hyper/u);
      await grid(page).waitFor();
      const first = await givensOnBoard(page);
      const url = page.url();
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      assertEqual(await givensOnBoard(page), first, 'the daily game comes back on a visit without a link');
      await newGame(page, 'Hyper', 'Daily puzzle');
      await grid(page).waitFor();
      assertEqual(await givensOnBoard(page), first, 'the same daily puzzle again');
      const givenCount = first.filter((d) => d !== 0).length;
      assertEqual(
        givenCount,
        parsePuzzle(fixtures('hyper').find((r) => r.id && url.includes(r.id))!).givens.filter((d) => d !== 0).length,
        'daily puzzle is a stored one',
      );
      // The same daily is already on screen: wait for the chooser to close before opening it again.
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByText('Past dailies').click();
      await page.locator('.daily-archive button').first().click();
      await page.waitForURL((u) => u.search !== new URL(url).search);
      await page.locator('.game-title', { hasText: 'daily' }).waitFor();
      assert(
        !(await page.locator('.game-title').innerText()).includes(new URL(url).searchParams.get('day')!),
        "yesterday's daily is another day",
      );
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`play: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
