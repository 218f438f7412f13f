/**
 * Issue 13 §1–3 in the browser: the first screen is a board; every game is one Back away and
 * comes back as it was (solved games solved, undo steps kept); the phone layout fits one screen
 * for 4×4 to 9×9 and 16×16 has a zoom; the hint shows in a sheet with the board; keys, disabled
 * controls, themes and the completion. Screenshots: test-results/screenshots/player-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { geometryFor, solvePuzzle, type VariantId } from '@sudoku-forge/core-solver';
import {
  assert,
  assertEqual,
  cell,
  contentLink,
  expectLabel,
  fixtures,
  givensOnBoard,
  grid,
  newGame,
  readBoard,
  screenshot,
  type Scenario,
  navLink,
  chooseTheme,
} from './harness.ts';
import { settings, test } from './scenario.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const SMALL_PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const LANDSCAPE_PHONE = { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const sparsest = (variant: VariantId) => fixtures(variant).sort((a, b) => a.clues! - b.clues!)[0]!;
const rc = (index: number, n = 9): [number, number] => [Math.floor(index / n) + 1, (index % n) + 1];

async function box(locator: Locator, what: string) {
  const b = await locator.boundingBox();
  assert(b, `${what} is on screen`);
  return b;
}

/** Board, keypad, modes and tools inside the viewport, and the page does not scroll. */
async function fitsOneScreen(page: Page, what: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const overflow = await page.evaluate(() => [
    document.documentElement.scrollHeight - window.innerHeight,
    document.documentElement.scrollWidth - window.innerWidth,
  ]);
  assertEqual(
    overflow.map((o) => Math.max(0, o)),
    [0, 0],
    `${what}: page overflow (vertical, horizontal) in px`,
  );
  const parts: [string, Locator][] = [
    ['board', grid(page)],
    ['keypad', page.getByRole('group', { name: 'Keypad' })],
    ['entry modes', page.getByRole('group', { name: 'Entry mode' })],
    ['tools', page.getByRole('group', { name: 'Actions' })],
  ];
  for (const [name, locator] of parts) {
    const b = await box(locator, `${what}: ${name}`);
    assert(
      b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5,
      `${what}: ${name} inside ${width}×${height}: ${JSON.stringify(b)}`,
    );
  }
}

/** Solves what the board shows (it is a disguise) by typing every missing digit. */
async function solveOnScreen(page: Page, variant: VariantId): Promise<void> {
  const geometry = geometryFor(variant);
  const givens = await givensOnBoard(page);
  const verdict = solvePuzzle({ geometry, givens: Uint8Array.from(givens) });
  assertEqual(verdict.status, 'unique', 'the puzzle on screen');
  const n = geometry.size;
  for (const [index, d] of givens.entries()) {
    if (d !== 0) continue;
    await cell(page, ...rc(index, n)).click();
    await page.keyboard.press(String(verdict.solution![index]));
  }
}

const scenarios: Scenario[] = [
  {
    name: 'the first visit opens on a playable easy board with a short how-to-play and a level choice (issue 30)',
    contextOptions: PHONE,
    async run(ctx) {
      const { page } = ctx;
      const started = Date.now();
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      const ms = Date.now() - started;
      assert(
        page.url().includes('v=classic') && page.url().includes('l=easy'),
        `an easy classic puzzle: ${page.url()}`,
      );
      assert(!(await page.locator('.game-title').innerText()).includes('daily'), 'not a daily at a random level');
      const welcome = page.getByRole('region', { name: 'Welcome! How to play' });
      await welcome.waitFor();
      await screenshot(ctx, 'player-phone-welcome');
      await welcome.getByRole('button', { name: 'Play this puzzle' }).click();
      await welcome.waitFor({ state: 'detached' });
      console.log(`    first board after ${ms} ms`);
      await fitsOneScreen(page, 'phone 390×844 classic');
      await screenshot(ctx, 'player-phone');
    },
  },
  {
    name: 'phones 390×844, 360×740 and 844×390: board, keypad, modes and tools fit one screen for 4×4 to 9×9',
    async run(ctx) {
      for (const options of [PHONE, SMALL_PHONE, LANDSCAPE_PHONE]) {
        const context = await ctx.context.browser()!.newContext({ ...options, serviceWorkers: 'block' });
        const page = await context.newPage();
        try {
          for (const variant of ['4x4', '6x6', 'classic', 'killer', 'irregular', 'hyper'] as const) {
            await page.goto(contentLink(ctx.baseUrl, fixtures(variant)[0]!));
            await grid(page).waitFor();
            await fitsOneScreen(page, `${options.viewport.width}×${options.viewport.height} ${variant}`);
            const board = await box(grid(page), 'board');
            const side = Math.min(options.viewport.width, options.viewport.height);
            assert(
              board.width >= (options === LANDSCAPE_PHONE ? side - 120 : side - 24),
              `${variant}: the board is as big as the screen allows (${board.width} px)`,
            );
          }
        } finally {
          await context.close();
        }
      }
    },
  },
  {
    name: 'phone: the hint shows in a sheet over the keypad, with the board and tools in view (screenshot)',
    contextOptions: PHONE,
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, sparsest('classic')));
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'Hint' }).tap();
      const sheet = page.locator('.hint-sheet.open');
      await sheet.locator('.nudge').waitFor();
      await page.getByRole('button', { name: 'Hint' }).tap();
      await sheet.locator('.technique').waitFor();
      await page.getByRole('button', { name: 'Hint' }).tap();
      await sheet.locator('.explanation').waitFor();
      const s = await box(sheet, 'hint sheet');
      const b = await box(grid(page), 'board');
      const { height } = page.viewportSize()!;
      assert(
        s.y >= b.y + b.height - 1,
        `the sheet leaves the board uncovered: sheet ${JSON.stringify(s)}, board ${JSON.stringify(b)}`,
      );
      assert(s.y + s.height <= height, `the sheet is on screen: ${JSON.stringify(s)}`);
      await fitsOneScreen(page, 'phone with a hint');
      await screenshot(ctx, 'player-phone-hint');
      await page.getByRole('button', { name: 'Close', exact: true }).tap();
      await sheet.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'phone 16×16: fits, and Zoom gives readable cells in a scrolling frame (screenshot)',
    contextOptions: PHONE,
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('16x16')[0]!));
      await grid(page).waitFor();
      await fitsOneScreen(page, 'phone 16×16');
      await page.getByRole('button', { name: 'Fill candidates' }).tap();
      await page.getByRole('button', { name: 'Zoom' }).tap();
      const cellBox = await box(cell(page, 1, 1), 'r1c1');
      assert(cellBox.width >= 40, `zoomed cells are finger-sized: ${cellBox.width} px`);
      const noteSize = await page
        .locator('.centre-notes')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      assert(noteSize >= 8, `filled candidates readable: ${noteSize} px`);
      const wrap = page.locator('.board-wrap');
      const scrollable = await wrap.evaluate((e) => e.scrollWidth > e.clientWidth && e.scrollHeight > e.clientHeight);
      assert(scrollable, 'the zoomed board scrolls in its frame');
      const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      assert(overflow <= 0, `the page itself still does not scroll (${overflow})`);
      await screenshot(ctx, 'player-16x16-phone');
    },
  },
  {
    name: "desktop 1280×900: the board fills the height, controls beside it, nothing of the developer's (screenshot)",
    contextOptions: DESKTOP,
    async run(ctx) {
      const { page, context } = ctx;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await fitsOneScreen(page, 'desktop');
      const b = await box(grid(page), 'board');
      assert(b.height >= 900 * 0.7, `the board fills the height: ${b.height} px`);
      const keypad = await box(page.getByRole('group', { name: 'Keypad' }), 'keypad');
      assert(keypad.x >= b.x + b.width, 'the keypad is beside the board');
      assertEqual(await page.getByRole('textbox').count(), 0, 'no URL box');
      const text = await page.locator('main').innerText();
      assert(!/classic-(easy|medium|hard|expert)-\d{4}/u.test(text), `no record id on screen: ${text.slice(0, 200)}`);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText('Copied', { exact: true }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assertEqual(copied, page.url(), "the copied link is the game's address");
      await screenshot(ctx, 'player-desktop');
    },
  },
  {
    name: 'Back and Forward move between games and pages; each comes back as it was',
    contextOptions: DESKTOP,
    async run(ctx) {
      const { page } = ctx;
      const a = sparsest('classic');
      await page.goto(contentLink(ctx.baseUrl, a));
      await grid(page).waitFor();
      const blank = a.puzzle.indexOf('.');
      const [r, c] = rc(blank);
      await cell(page, r, c).click();
      await page.keyboard.press(a.solution![blank]!);
      const urlA = page.url();
      await newGame(page, 'Killer', 'Easy');
      await page.waitForURL(/v=killer/u);
      await grid(page).waitFor();
      const urlB = page.url();
      await page.goBack();
      await page.waitForURL(urlA);
      await expectLabel(page, r, c, `Row ${r}, column ${c}, ${a.solution![blank]}`);
      await page.goForward();
      await page.waitForURL(urlB);
      // The address changes first; the game follows once the pool worker has picked it.
      await page
        .locator('.game-title', { hasText: 'Killer' })
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      assert((await page.locator('.game-title').innerText()).includes('Killer'), 'forward: the killer game again');
      await (await navLink(page, 'Guide')).click();
      await page.getByRole('heading', { name: 'Technique guide' }).waitFor();
      await page.goBack();
      await grid(page).waitFor();
      assert((await page.locator('.game-title').innerText()).includes('Killer'), 'back from the guide: the same game');
    },
  },
  {
    name: 'continue: an unfinished game is listed per variant and level and comes back with its undo steps',
    contextOptions: DESKTOP,
    async run(ctx) {
      const { page } = ctx;
      const a = sparsest('classic');
      await page.goto(contentLink(ctx.baseUrl, a));
      await grid(page).waitFor();
      const blanks = [...a.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
      for (const index of blanks.slice(0, 2)) {
        await cell(page, ...rc(index)).click();
        await page.keyboard.press(a.solution![index]!);
      }
      await page.reload();
      await grid(page).waitFor();
      const undo = page.getByRole('button', { name: 'Undo' });
      assertEqual(await undo.isEnabled(), true, 'undo works after a reload');
      await undo.click();
      const [r, c] = rc(blanks[1]!);
      await expectLabel(page, r, c, `Row ${r}, column ${c}, empty`);
      await newGame(page, '6×6', 'Easy');
      await page.waitForURL(/v=6x6/u);
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.getByRole('heading', { name: 'Continue' }).waitFor();
      await dialog.getByRole('heading', { name: 'Classic · Other puzzles' }).waitFor();
      await dialog
        .getByRole('button', { name: /% filled/u })
        .first()
        .click();
      await page.waitForURL(/v=classic/u);
      const [r0, c0] = rc(blanks[0]!);
      await expectLabel(page, r0, c0, `Row ${r0}, column ${c0}, ${a.solution![blanks[0]!]}`);
      await page.getByRole('button', { name: 'Redo' }).click();
      await expectLabel(page, r, c, `Row ${r}, column ${c}, ${a.solution![blanks[1]!]}`);
    },
  },
  {
    name: 'keys h, p and n; controls that cannot act are disabled; a solved game stays solved (screenshot)',
    contextOptions: { ...DESKTOP, reducedMotion: 'reduce' },
    async run(ctx) {
      const { page } = ctx;
      const record = fixtures('4x4')[0]!;
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      assertEqual(await page.getByRole('button', { name: 'Notes' }).count(), 0, 'no Notes button besides Centre');
      await cell(page, 1, 1).click();
      await page.keyboard.press('h');
      await page.locator('.hint-panel .nudge').waitFor();
      await page.keyboard.press('p');
      await page.getByText('Paused', { exact: true }).waitFor();
      assertEqual(
        await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '1', exact: true }).isDisabled(),
        true,
        'keypad disabled while paused',
      );
      await page.keyboard.press('p');
      await grid(page).waitFor();
      await page.keyboard.press('n');
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'New game' }).waitFor({ state: 'hidden' });
      await solveOnScreen(page, '4x4');
      const done = page.getByRole('dialog', { name: 'Solved!' });
      await done.waitFor();
      assert(/Time: \d+:\d\d/u.test(await done.innerText()), 'the time is shown');
      await screenshot(ctx, 'player-completion');
      await done.getByRole('button', { name: 'Close' }).click();
      assertEqual(
        await page.getByRole('button', { name: 'Erase' }).isDisabled(),
        true,
        'erase disabled on a solved board',
      );
      const solved = await readBoard(page);
      await page.reload();
      await grid(page).waitFor();
      assertEqual(await readBoard(page), solved, 'the solved board after a reload');
      assert(!solved.includes(0), 'every cell filled');
    },
  },
  {
    name: 'a stored puzzle finished, then reloaded from its link, stays solved; the record slot shows',
    contextOptions: { ...PHONE, reducedMotion: 'reduce' },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await newGame(page, '4×4', 'Easy', { tap: true });
      await page.waitForURL(/v=4x4/u);
      await grid(page).waitFor();
      await solveOnScreen(page, '4x4');
      const done = page.getByRole('dialog', { name: 'Solved!' });
      await done.waitFor();
      assert(
        (await done.innerText()).includes('4×4 Easy'),
        `the record slot names the level: ${await done.innerText()}`,
      );
      await screenshot(ctx, 'player-completion-phone');
      const solved = await readBoard(page);
      await page.reload();
      await grid(page).waitFor();
      assertEqual(await readBoard(page), solved, 'solved after reloading the link');
    },
  },
  {
    name: 'killer and hyper in the dark theme, skip link (screenshots)',
    contextOptions: { ...PHONE, colorScheme: 'dark' },
    async run(ctx) {
      const { page } = ctx;
      const killer = sparsest('killer');
      await page.goto(contentLink(ctx.baseUrl, killer));
      await grid(page).waitFor();
      // Corner notes and a centre note next to the sums.
      const firsts = killer
        .cages!.map((cage) => Math.min(...cage.cells))
        .filter((i) => killer.puzzle[i] === '.')
        .slice(0, 3);
      for (const index of firsts) {
        await cell(page, ...rc(index)).tap();
        await page.getByRole('button', { name: 'Corner' }).tap();
        for (const d of ['1', '2', '3', '4'])
          await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: d, exact: true }).tap();
      }
      // Two colours in one cell: wedges, and both named.
      const [cr, cc] = rc(firsts[0]!);
      await cell(page, cr, cc).tap();
      await page.getByRole('button', { name: 'Colour' }).tap();
      for (const d of ['1', '5'])
        await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: d, exact: true }).tap();
      const named = killer.cages!.find((k) => Math.min(...k.cells) === firsts[0])!;
      assert(
        (await cell(page, cr, cc).getAttribute('aria-label'))!.endsWith(
          `colours orange and blue, cage ${named.sum}, ${named.cells.length === 1 ? '1 cell' : `${named.cells.length} cells`}`,
        ),
        'two colours named',
      );
      await cell(page, 9, 9).tap();
      await screenshot(ctx, 'player-killer-dark');
      await chooseTheme(page, 'light');
      await screenshot(ctx, 'player-killer');
      await chooseTheme(page, 'system');
      await page.goto(contentLink(ctx.baseUrl, fixtures('hyper')[0]!));
      await grid(page).waitFor();
      assertEqual(await page.locator('.line-window').count(), 4, 'four outlined windows');
      await screenshot(ctx, 'player-hyper-dark');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to the board' });
      assertEqual(await skip.evaluate((e) => e === document.activeElement), true, 'the skip link comes first');
      await page.keyboard.press('Enter');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      assertEqual(focused, 'gridcell', 'the skip link lands on the board');
    },
  },
  {
    name: 'settings in a dialog: keys do not reach the board while it is open; a setting applies at once',
    contextOptions: DESKTOP,
    async run(ctx) {
      const { page } = ctx;
      const record = sparsest('classic');
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      const blank = record.puzzle.indexOf('.');
      const [r, c] = rc(blank);
      await cell(page, r, c).click();
      await page.getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.waitFor();
      await page.keyboard.press('5');
      await dialog.getByRole('combobox', { name: 'Mistakes', exact: true }).selectOption('solution');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectLabel(page, r, c, `Row ${r}, column ${c}, empty`);
      const wrong = record.solution![blank] === '1' ? '2' : '1';
      await cell(page, r, c).click();
      const erase = page.getByRole('button', { name: 'Erase', exact: true });
      assertEqual(await erase.isDisabled(), true, 'nothing to erase in an empty cell');
      await page.keyboard.press(wrong);
      await expectLabel(page, r, c, `Row ${r}, column ${c}, ${wrong}, mistake`);
      assertEqual(await erase.isDisabled(), false, 'a digit to erase');
    },
  },
  {
    name: 'phone screens in both themes at 390×844 and 360×740 (screenshots)',
    async run(ctx) {
      for (const [name, options] of [
        ['player-phone-dark', { ...PHONE, colorScheme: 'dark' as const }],
        ['player-phone-360', SMALL_PHONE],
      ] as const) {
        const context = await ctx.context.browser()!.newContext({ ...options, serviceWorkers: 'block' });
        const page = await context.newPage();
        try {
          const record = sparsest('classic');
          await page.goto(contentLink(ctx.baseUrl, record));
          await grid(page).waitFor();
          const blanks = [...record.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
          await cell(page, ...rc(blanks[0]!)).tap();
          await page.getByRole('button', { name: 'Centre' }).tap();
          for (const d of ['1', '4', '7'])
            await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: d, exact: true }).tap();
          await cell(page, ...rc(blanks[1]!)).tap();
          await page.getByRole('button', { name: 'Digit' }).tap();
          await page
            .getByRole('group', { name: 'Keypad' })
            .getByRole('button', { name: record.solution![blanks[1]!]!, exact: true })
            .tap();
          await fitsOneScreen(page, name);
          await page.screenshot({ path: `${ctx.shotDir}/${name}.png` });
        } finally {
          await context.close();
        }
      }
    },
  },
  ...[PHONE, SMALL_PHONE, DESKTOP].map(
    (device): Scenario => ({
      name: `navigation at ${device.viewport.width}×${device.viewport.height}: every page reachable, nothing overflows sideways${device === DESKTOP ? ' (all links in the row)' : ' ("More" by touch and keyboard)'}`,
      contextOptions: device,
      async run(ctx) {
        const { page } = ctx;
        await page.goto(ctx.baseUrl);
        await grid(page).waitFor();
        const nav = page.getByRole('navigation', { name: 'Main' });
        const more = nav.getByRole('button', { name: 'More' });
        const { width } = page.viewportSize()!;
        /** The page does not scroll sideways and the header's parts are all inside the window. */
        const fits = async (what: string) => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert(overflow <= 0, `${what}: the page scrolls sideways by ${overflow} px`);
          for (const part of await page
            .locator(
              'header.top h1, header.top nav a:visible, header.top nav button:visible, header.top .theme select:visible',
            )
            .all()) {
            const b = await box(part, `${what}: ${await part.innerText()}`);
            assert(
              b.x >= 0 && b.x + b.width <= width + 0.5,
              `${what}: “${await part.innerText()}” inside the ${width} px window: ${JSON.stringify(b)}`,
            );
          }
        };
        await fits('play');
        const pages: [string, Locator][] = [
          ['Play', grid(page)],
          ['Create', page.getByRole('heading', { name: 'Your own puzzle' })],
          ['Print', page.getByRole('heading', { name: 'Print' })],
          ['Statistics', page.getByRole('heading', { name: 'Statistics', exact: true })],
          ['Solver', page.getByRole('textbox', { name: 'Puzzle' })],
          ['Guide', page.getByRole('heading', { name: 'Technique guide' })],
        ];
        if (device === DESKTOP) {
          assertEqual(await more.isVisible(), false, 'no "More" on a wide screen');
          for (const [name] of pages)
            assert(await nav.getByRole('link', { name, exact: true }).isVisible(), `${name} in the row`);
        } else {
          assertEqual(
            await nav.getByRole('link', { name: 'Statistics', exact: true }).isVisible(),
            false,
            'Statistics is behind "More" on a phone',
          );
          // Keyboard: the button opens and closes the list, Escape closes it and keeps focus on the button.
          await more.focus();
          await page.keyboard.press('Enter');
          assertEqual(await more.getAttribute('aria-expanded'), 'true', 'Enter opens "More"');
          await fits('"More" open');
          await screenshot(ctx, `nav-more-${width}`);
          await page.keyboard.press('Tab');
          assertEqual(
            await page.evaluate(() => document.activeElement?.textContent),
            'Create',
            'Tab moves into the list',
          );
          await page.keyboard.press('Escape');
          assertEqual(await more.getAttribute('aria-expanded'), 'false', 'Escape closes "More"');
          assertEqual(
            await page.evaluate(() => document.activeElement?.textContent),
            'More',
            'focus back on the button',
          );
          // A press outside closes it too.
          await more.click();
          await page.mouse.click(width / 2, 400);
          assertEqual(await more.getAttribute('aria-expanded'), 'false', 'a press outside closes "More"');
        }
        for (const [name, landmark] of [...pages.slice(1), pages[0]!]) {
          await (await navLink(page, name)).click();
          await landmark.waitFor();
          assertEqual(await nav.locator('a[aria-current="page"]').textContent(), name, `${name} is the current page`);
          if (device !== DESKTOP)
            assertEqual(await more.getAttribute('aria-expanded'), 'false', `"More" closes on the way to ${name}`);
          await fits(name);
        }
      },
    }),
  ),
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`layout: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
