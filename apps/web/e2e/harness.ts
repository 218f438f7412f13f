/**
 * Shared helpers for the e2e scenarios: the fixture pools, share links, reading the board
 * through its accessible names (the same names screen readers announce), and small assertions.
 * (e2e/scenario.ts turns the scenarios into Playwright tests; scripts/first-screen.ts uses
 * `firstPlayableMove` through playwright-core alone.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { symbolDigit, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { disguise } from '../src/engine/disguise.ts';

export interface ScenarioContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  shotDir: string;
  /** Console errors so far (a scenario that leaves any fails; see e2e/scenario.ts). */
  errors: string[];
}

export interface Scenario {
  name: string;
  /** Browser context settings beyond the desktop default (e.g. a phone with touch). */
  contextOptions?: BrowserContextOptions;
  run(ctx: ScenarioContext): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

const LEVEL_ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** The generated fixture records of a variant (test/fixtures/pools/<variant>/*.json), easiest first. */
export function fixtures(variant: VariantId): PuzzleRecord[] {
  const dir = join(here, '..', 'test', 'fixtures', 'pools', variant);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => LEVEL_ORDER.indexOf(a.replace('.json', '')) - LEVEL_ORDER.indexOf(b.replace('.json', '')));
  return files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as PuzzleRecord[]);
}

/**
 * A share link that carries the puzzle itself (no pool needed); a constraint preset's record (its
 * constraints are not in a content link) by its id in the fixture pools instead.
 */
export function contentLink(baseUrl: string, record: PuzzleRecord): string {
  if (record.constraints && record.id && record.level) {
    return `${baseUrl}?${new URLSearchParams({ v: record.variant ?? 'classic', l: record.level, id: record.id, d: '0' }).toString()}`;
  }
  const params = new URLSearchParams({ v: record.variant ?? 'classic', p: record.puzzle });
  if (record.regions) params.set('r', record.regions);
  if (record.cages) params.set('k', record.cages.map((c) => `${c.sum}=${c.cells.join(',')}`).join(';'));
  return `${baseUrl}?${params.toString()}`;
}

/** The record as contentLink's page shows it: a constraint preset's in the disguise d=0 of its stored link. */
export function shownRecord(record: PuzzleRecord): PuzzleRecord {
  return record.constraints && record.id && record.level ? disguise(record, 0).record : record;
}

export function grid(page: Page): Locator {
  return page.getByRole('grid');
}

/** The cell at 1-based row and column, found by the start of its accessible name. */
export function cell(page: Page, row: number, column: number): Locator {
  return page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column},`, 'u') });
}

export async function cellLabel(page: Page, row: number, column: number): Promise<string> {
  return (await cell(page, row, column).getAttribute('aria-label')) ?? '';
}

/** The digits on the board as read from the labels (0 = empty), in reading order. */
export async function readBoard(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const third = label.split(', ')[2] ?? 'empty';
    return third === 'empty' ? 0 : symbolDigit(third);
  });
}

export async function givensOnBoard(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return labels.map((label) => (label.includes(', given') ? symbolDigit(label.split(', ')[2]!) : 0));
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Waits until a cell's label equals `expected` (labels update after React renders); a killer
 * cell's label may go on to name its cage (", cage 25, 6 cells").
 */
export async function expectLabel(page: Page, row: number, column: number, expected: string): Promise<void> {
  const locator = cell(page, row, column);
  const name = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(, cage \\d+, \\d+ cells?)?$`, 'u');
  try {
    await locator.and(page.getByRole('gridcell', { name })).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(
      `cell r${row}c${column}: expected label "${expected}", got "${await locator.getAttribute('aria-label')}"`,
    );
  }
}

export async function screenshot(ctx: ScenarioContext, name: string): Promise<void> {
  await ctx.page.screenshot({ path: join(ctx.shotDir, `${name}.png`), fullPage: true });
}

/** What `firstPlayableMove` saw, in milliseconds on the page's own clock (since its navigation started). */
export interface FirstMove {
  /** When the entered digit showed in the cell's label (an upper bound: the question itself takes a few). */
  playable: number;
  /** The `sudoku-forge:first-board` mark the app sets when its first board is drawn; -1 when it set none. */
  firstBoard: number;
}

/**
 * The first screen made use of, as a player would: opens `url` (returning once the navigation
 * commits), waits for the board, selects the first blank cell (a click), waits until the cell says
 * it is selected, types 1 and waits until the cell shows it. Used by the e2e scenario (that it
 * works) and by `pnpm bench --op first-screen` (how long it takes; scripts/first-screen.ts).
 */
export async function firstPlayableMove(page: Page, url: string): Promise<FirstMove> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('gridcell').first().waitFor();
  const givens = await givensOnBoard(page);
  const n = Math.round(Math.sqrt(givens.length));
  const blank = givens.indexOf(0);
  if (blank < 0) throw new Error('the first screen shows no blank cell');
  const [r, c] = [Math.floor(blank / n) + 1, (blank % n) + 1];
  await cell(page, r, c).click();
  await page.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c},`, 'u'), selected: true }).waitFor();
  await page.keyboard.press('1');
  await page.getByRole('gridcell', { name: new RegExp(`^Row ${r}, column ${c}, 1(?:,|$)`, 'u') }).waitFor();
  const [playable, firstBoard] = await page.evaluate((): [number, number] => [
    performance.now(),
    performance.getEntriesByName('sudoku-forge:first-board')[0]?.startTime ?? -1,
  ]);
  return { playable, firstBoard };
}

/**
 * Starts a new game through the chooser: opens it with "New game" when a board is on screen
 * (without one the chooser is on the page), picks the variant, then the level (or "Daily puzzle").
 */
export async function newGame(
  page: Page,
  variant: string,
  level: string,
  options: { tap?: boolean } = {},
): Promise<void> {
  const press = (locator: Locator) => (options.tap ? locator.tap() : locator.click());
  const opener = page.getByRole('button', { name: 'New game', exact: true });
  if ((await page.getByRole('group', { name: 'Variant' }).count()) === 0) {
    await opener.waitFor();
    await press(opener);
  }
  const chooser = page.getByRole('group', { name: 'Variant' });
  await press(chooser.getByRole('button', { name: variant, exact: true }));
  await press(page.getByRole('group', { name: 'Level' }).getByRole('button', { name: level, exact: true }));
}

/** The page's own status line or the chooser's message, once it says something other than "Loading…". */
export async function pageMessage(page: Page): Promise<string> {
  // "Loading…" and "Checking the puzzle…" (a link's puzzle being proved in the worker) are not answers yet.
  const answer = page
    .locator('p.status[role=status], .new-game-message')
    .filter({ hasNotText: /^(Loading|Checking the puzzle)/u })
    .first();
  await answer.waitFor();
  return answer.innerText();
}

/**
 * A page of the main navigation: the link itself, after opening "More" when the link sits behind
 * it (on a phone only Play and Guide are in the bar).
 */
export async function navLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const more = nav.getByRole('button', { name: 'More' });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await link.waitFor();
  }
  return link;
}

/**
 * Chooses the theme: in the header on a wide screen, in Settings on a phone (issue 30: the theme
 * control moved into Settings there).
 */
export async function chooseTheme(page: Page, theme: 'system' | 'light' | 'dark'): Promise<void> {
  const header = page.locator('header.top').getByRole('combobox', { name: 'Theme' });
  if (await header.isVisible()) return void (await header.selectOption(theme));
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
