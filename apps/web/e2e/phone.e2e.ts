/**
 * The layout measured (issue 30 §3) on a phone (390×844, 360×740), a phone on its side (844×390),
 * a tablet on its side (1180×820) and a desktop (1280×900), light and dark: the board and keys
 * use the height, the title is never cut, the controls sit beside the board when the screen is
 * wide; killer sums and candidates ≥ 11 px and never overlapping, after Fill and with Large text;
 * 16×16's centre notes all shown without Zoom; Settings and the hint sheet fit a phone. Each test
 * prints what it measured (key sizes, empty height, font sizes) for the report.
 */
import type { Page } from '@playwright/test';
import { AXE_CONTEXT, expectNoSeriousViolations } from './axe.ts';
import { assert, assertEqual, cell, contentLink, fixtures, grid, screenshot, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

type Box = { x: number; y: number; width: number; height: number };
const phone = (width: number, height: number) => ({
  ...AXE_CONTEXT,
  viewport: { width, height },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
});
const SCREENS = [
  { name: 'phone-390x844', options: phone(390, 844), beside: false },
  { name: 'phone-360x740', options: phone(360, 740), beside: false },
  { name: 'phone-landscape-844x390', options: phone(844, 390), beside: true },
  {
    name: 'tablet-landscape-1180x820',
    options: { ...AXE_CONTEXT, viewport: { width: 1180, height: 820 }, hasTouch: true },
    beside: true,
  },
  { name: 'desktop-1280x900', options: { ...AXE_CONTEXT, viewport: { width: 1280, height: 900 } }, beside: true },
];

const keypad = (page: Page) => page.getByRole('group', { name: 'Keypad' });
const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
const round = (b: Box) => `${Math.round(b.width)}×${Math.round(b.height)} at ${Math.round(b.x)},${Math.round(b.y)}`;

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('sudoku-forge:settings', JSON.stringify({ theme: t })), theme);
  await page.reload();
  await grid(page).waitFor();
}

/**
 * Killer text on screen: the least font size of sums and candidates, and any candidate whose ink
 * meets its cell's sum. A digit's ink is taken as its cap height on the baseline (no descenders):
 * from 0.2 em below the top of a normal line box (1.16 em, as DejaVu Sans and most sans fonts)
 * to 0.93 em; the line boxes themselves may overlap by their empty top and bottom.
 */
async function killerText(page: Page): Promise<{ least: number; clashes: string[] }> {
  return page.evaluate(() => {
    const ink = (r: DOMRect, fontSize: number) => {
      const top = r.top + (r.height - 1.16 * fontSize) / 2 + 0.2 * fontSize;
      return { left: r.left, right: r.right, top, bottom: top + 0.73 * fontSize };
    };
    const sizes: number[] = [];
    const clashes: string[] = [];
    const marks = [...document.querySelectorAll<HTMLElement>('.board-marks .marks-cell')];
    for (const sum of document.querySelectorAll<HTMLElement>('.board-cells .cage-sum')) {
      const sumSize = parseFloat(getComputedStyle(sum).fontSize);
      sizes.push(sumSize);
      const cellIndex = Number(sum.closest<HTMLElement>('[data-cell]')!.dataset.cell);
      const s = ink(sum.getBoundingClientRect(), sumSize);
      for (const cand of marks[cellIndex]?.querySelectorAll<HTMLElement>('.cand, .centre-notes > span, .corner') ??
        []) {
        if (!cand.textContent) continue;
        const range = document.createRange();
        range.selectNodeContents(cand);
        const c = ink(range.getBoundingClientRect(), parseFloat(getComputedStyle(cand).fontSize));
        const x = Math.min(s.right, c.right) - Math.max(s.left, c.left);
        const y = Math.min(s.bottom, c.bottom) - Math.max(s.top, c.top);
        if (x > 0 && y > -1)
          clashes.push(
            `cell ${cellIndex}: sum ${sum.dataset.sum} and ${cand.textContent} (ink ${y.toFixed(1)} px apart)`,
          );
      }
    }
    for (const cand of document.querySelectorAll<HTMLElement>(
      '.board-marks .cand, .board-marks .centre-notes, .board-marks .corner',
    )) {
      if (cand.textContent) sizes.push(parseFloat(getComputedStyle(cand).fontSize));
    }
    return { least: Math.min(...sizes), clashes };
  });
}

const layoutScenarios: Scenario[] = SCREENS.map((screen) => ({
  name: `layout ${screen.name}: board and keys use the screen, the title is whole, ${screen.beside ? 'controls beside the board' : 'controls under the board'} (light and dark screenshots)`,
  contextOptions: screen.options,
  async run(ctx) {
    const { page } = ctx;
    const { width, height } = screen.options.viewport;
    await page.goto(contentLink(ctx.baseUrl, fixtures('classic')[0]!));
    await grid(page).waitFor();
    const board = await box(page, '.board-wrap');
    const controls = await box(page, '.controls');
    const key = (await keypad(page).getByRole('button', { name: '1', exact: true }).boundingBox())!;
    const lowest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.game .controls, .game .game-rule, .game .board-wrap')].map(
          (e) => e.getBoundingClientRect().bottom,
        ),
      ),
    );
    const empty = height - lowest;
    const title = page.locator('.game-title');
    const whole = await title.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(
      `    ${screen.name}: board ${round(board)}, key ${Math.round(key.width)}×${Math.round(key.height)}, controls ${round(controls)}, empty under the game ${Math.round(empty)} px (${((100 * empty) / height).toFixed(1)}%)`,
    );
    assert(whole, 'the title is not cut');
    assert(!scrolls, 'the page does not scroll sideways');
    if (screen.beside) {
      assert(
        controls.x >= board.x + board.width - 1,
        `the controls sit beside the board: ${round(controls)} vs ${round(board)}`,
      );
      assert(board.height >= 0.7 * (height - 120), `the board uses the height: ${round(board)}`);
    } else {
      assert(controls.y >= board.y + board.height - 1, 'the controls sit under the board');
      assert(board.width >= width - 24, `the board spans the width: ${round(board)}`);
      assert(
        key.height >= 44 && key.width >= 90,
        `wide keys at least a touch target tall: ${Math.round(key.width)}×${Math.round(key.height)}`,
      );
      assert(empty <= 0.1 * height, `at most a tenth of the height left empty: ${Math.round(empty)} px`);
      // The theme lives in Settings on a phone.
      assertEqual(
        await page.locator('header.top').getByRole('combobox', { name: 'Theme' }).isVisible(),
        false,
        "no theme control in the phone's header",
      );
    }
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await screenshot(ctx, `phone-layout-${screen.name}-${theme}`);
    }
  },
}));

const scenarios: Scenario[] = [
  ...layoutScenarios,
  {
    name: 'killer on a phone: sums and candidates ≥ 11 px and never overlapping, after Fill and with Large text (screenshots)',
    contextOptions: phone(390, 844),
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('killer')[0]!));
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'Fill candidates' }).tap();
      await page.locator('.board-marks .cand-grid').first().waitFor();
      const filled = await killerText(page);
      console.log(
        `    killer after Fill at 390×844: least text ${filled.least.toFixed(1)} px, candidates touching a sum ${filled.clashes.length}`,
      );
      assert(filled.least >= 11, `sums and candidates at least 11 px: ${filled.least}`);
      assertEqual(filled.clashes, [], 'no candidate overlaps a cage sum');
      await screenshot(ctx, 'phone-killer-fill');
      await page.getByRole('button', { name: 'Settings', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await dialog.getByRole('checkbox', { name: 'Large text' }).check();
      await dialog.getByRole('button', { name: 'Done' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      const large = await killerText(page);
      const sum = await page
        .locator('.board-cells .cage-sum')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      console.log(
        `    killer after Fill, Large text: least text ${large.least.toFixed(1)} px, a sum ${sum.toFixed(1)} px, candidates touching a sum ${large.clashes.length}`,
      );
      assert(large.least >= 11, `Large text: at least 11 px: ${large.least}`);
      assertEqual(large.clashes, [], 'Large text: no candidate overlaps a cage sum');
      await screenshot(ctx, 'phone-killer-fill-large-text');
    },
  },
  {
    name: "16×16 on a phone without Zoom: a cell's sixteen centre notes all show, inside their cell",
    contextOptions: phone(390, 844),
    async run(ctx) {
      const { page } = ctx;
      const record = fixtures('16x16')[0]!;
      await page.goto(contentLink(ctx.baseUrl, record));
      await grid(page).waitFor();
      const blank = [...record.puzzle].findIndex((ch) => ch === '.' || ch === '0');
      await cell(page, Math.floor(blank / 16) + 1, (blank % 16) + 1).tap();
      await page.getByRole('group', { name: 'Entry mode' }).getByRole('button', { name: 'Centre' }).tap();
      for (const symbol of '123456789ABCDEFG')
        await keypad(page).getByRole('button', { name: symbol, exact: true }).tap();
      const shown = await page.evaluate((index) => {
        const cellBox = document.querySelector(`[data-cell="${index}"]`)!.getBoundingClientRect();
        const notes = [
          ...document
            .querySelectorAll<HTMLElement>('.board-marks .marks-cell')
            [index]!.querySelectorAll<HTMLElement>('.centre-notes > span'),
        ];
        const inside = notes.filter((n) => {
          const r = n.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.left >= cellBox.left - 0.5 &&
            r.right <= cellBox.right + 0.5 &&
            r.top >= cellBox.top - 0.5 &&
            r.bottom <= cellBox.bottom + 0.5
          );
        });
        return {
          count: notes.length,
          inside: inside.length,
          size: notes[0] ? parseFloat(getComputedStyle(notes[0]).fontSize) : 0,
          cell: cellBox.width,
        };
      }, blank);
      console.log(
        `    16×16 at 390×844: ${shown.inside} of ${shown.count} centre notes inside a ${shown.cell.toFixed(1)} px cell at ${shown.size.toFixed(1)} px`,
      );
      assertEqual(shown.count, 16, 'sixteen notes');
      assertEqual(shown.inside, 16, 'every note inside its cell');
      await screenshot(ctx, 'phone-16x16-centre-notes');
    },
  },
  {
    name: 'phone 360×740: Settings fits without sideways overflow; axe',
    contextOptions: phone(360, 740),
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('classic')[0]!));
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'Settings', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      const d = (await dialog.boundingBox())!;
      const widest = await dialog.evaluate((e) =>
        Math.max(...[...e.querySelectorAll('select, label, p')].map((c) => c.getBoundingClientRect().right)),
      );
      console.log(`    Settings at 360×740: dialog ${round(d)}, rightmost control edge ${Math.round(widest)}`);
      assert(d.x >= 0 && d.x + d.width <= 360, 'the dialog fits the screen');
      assert(widest <= d.x + d.width + 0.5, 'nothing sticks out of the dialog');
      assertEqual(await dialog.evaluate((e) => e.scrollWidth <= e.clientWidth), true, 'no sideways scrolling');
      await expectNoSeriousViolations(page, 'settings at 360×740');
      await screenshot(ctx, 'phone-settings-360');
    },
  },
  {
    name: 'phone 390×844: the hint sheet is sized to its text and leaves the board and tools in view (screenshot)',
    contextOptions: phone(390, 844),
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('classic')[0]!));
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'Hint', exact: true }).tap();
      const sheet = page.locator('.hint-sheet.open');
      await sheet.locator('.nudge').waitFor();
      const s = (await sheet.boundingBox())!;
      const tools = (await page.getByRole('group', { name: 'Actions' }).boundingBox())!;
      const board = await box(page, '.board-wrap');
      const text = await sheet.evaluate((e) => {
        const style = getComputedStyle(e);
        const inner =
          [...e.children].reduce((h, c) => Math.max(h, c.getBoundingClientRect().bottom), 0) -
          e.getBoundingClientRect().top;
        return inner + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      });
      console.log(
        `    hint sheet at 390×844: ${round(s)}, its text needs ${Math.round(text)} px; tools end at ${Math.round(tools.y + tools.height)}`,
      );
      assert(s.y >= tools.y + tools.height - 1, 'the sheet leaves the tools in view');
      assert(s.y >= board.y + board.height, 'the sheet leaves the board in view');
      assert(
        s.height <= Math.max(text, 96) + 4,
        `the sheet is no taller than its text: ${Math.round(s.height)} vs ${Math.round(text)}`,
      );
      await screenshot(ctx, 'phone-hint-sheet');
    },
  },
  {
    name: 'desktop 1280×900: the hint sheet beside the board shows all its text at every stage',
    contextOptions: { ...AXE_CONTEXT, viewport: { width: 1280, height: 900 } },
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, fixtures('classic')[0]!));
      await grid(page).waitFor();
      const sheet = page.locator('.hint-sheet.open');
      for (const [press, shows] of [
        ['Hint', '.nudge'],
        ['Show why', '.why'],
        ['Show the step', '.explanation'],
      ] as const) {
        await page.getByRole('button', { name: press, exact: true }).click();
        await sheet.locator(shows).waitFor();
        const { height, needs } = await sheet.evaluate((e) => ({ height: e.clientHeight, needs: e.scrollHeight }));
        console.log(`    hint sheet at 1280×900 after ${press}: ${height} px shown, ${needs} px of text`);
        assert(needs <= height + 1, `the whole text shows: ${height} px for ${needs}`);
      }
      await screenshot(ctx, 'phone-hint-sheet-desktop');
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`phone: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
