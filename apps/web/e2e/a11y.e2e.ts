/**
 * axe-core on every page and state (issue 13 §5): play for each variant, the hint open, settings,
 * new game, the solved dialog, statistics, print, create (each drawing tool), solver and guide;
 * on a desktop in the light theme and on a phone in the dark theme.
 */
import { VARIANT_IDS, VARIANTS } from '@sudoku-forge/core-solver';
import { AXE_CONTEXT, expectNoSeriousViolations } from './axe.ts';
import { contentLink, fixtures, grid, type Scenario, type ScenarioContext, navLink } from './harness.ts';
import { settings, test } from './scenario.ts';

const DESKTOP = { ...AXE_CONTEXT, viewport: { width: 1280, height: 900 } };
const PHONE = {
  ...AXE_CONTEXT,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  colorScheme: 'dark' as const,
};

async function everyState(ctx: ScenarioContext): Promise<void> {
  const { page } = ctx;
  for (const variant of VARIANT_IDS) {
    await page.goto(contentLink(ctx.baseUrl, fixtures(variant)[0]!));
    await grid(page).waitFor();
    await expectNoSeriousViolations(page, `play ${VARIANTS[variant].name}`);
  }
  await page.goto(contentLink(ctx.baseUrl, fixtures('killer')[0]!));
  await grid(page).waitFor();
  // The hint's three stages: nudge, then the technique, then the explanation.
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.hint-panel .nudge').waitFor();
  await expectNoSeriousViolations(page, 'hint open: nudge');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.hint-panel .technique').waitFor();
  await expectNoSeriousViolations(page, 'hint open: technique');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.hint-panel .explanation').waitFor();
  await expectNoSeriousViolations(page, 'hint open: explanation');
  // A move, so the statistics page has a game to show.
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  await expectNoSeriousViolations(page, 'settings');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await expectNoSeriousViolations(page, 'new game');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectNoSeriousViolations(page, 'paused');
  await page.getByRole('button', { name: 'Resume' }).first().click();

  await (await navLink(page, 'Statistics')).click();
  await page.getByRole('heading', { name: 'Statistics', exact: true }).waitFor();
  await page.getByRole('table').waitFor();
  await expectNoSeriousViolations(page, 'statistics');

  await (await navLink(page, 'Print')).click();
  await page.getByText(/^\d+ pages?,/u).waitFor();
  await expectNoSeriousViolations(page, 'print (the puzzle on screen)');
  await page.getByRole('button', { name: 'New puzzles' }).click();
  await page.getByLabel('Puzzles per page').selectOption('4');
  await page.getByText('1 page, A4.').waitFor();
  await expectNoSeriousViolations(page, 'print (4 per page)');

  await (await navLink(page, 'Create')).click();
  await page.getByRole('heading', { name: 'Your own puzzle' }).waitFor();
  await expectNoSeriousViolations(page, 'create');
  await page.getByLabel('Variant').selectOption('irregular');
  await page.getByRole('button', { name: 'Regions' }).click();
  await page.getByRole('gridcell').first().click();
  await expectNoSeriousViolations(page, 'create: regions');
  await page.getByLabel('Variant').selectOption('killer');
  await page.getByRole('button', { name: 'Cages' }).click();
  await page.getByRole('gridcell').first().click();
  await expectNoSeriousViolations(page, 'create: cages');
  await page.getByRole('button', { name: 'Check puzzle' }).click();
  await page.locator('.solver-result .verdict').waitFor();
  await expectNoSeriousViolations(page, 'create: checked');

  await (await navLink(page, 'Solver')).click();
  await page.getByLabel('Puzzle', { exact: true }).fill(fixtures('classic')[0]!.puzzle);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.locator('.report .verdict').waitFor();
  await expectNoSeriousViolations(page, 'solver report');

  await (await navLink(page, 'Guide')).click();
  await page.getByRole('heading', { name: 'Technique guide' }).waitFor();
  await expectNoSeriousViolations(page, 'guide');
}

const scenarios: Scenario[] = [
  {
    name: 'axe: no serious or critical violations on any page or state (desktop, light)',
    contextOptions: DESKTOP,
    run: everyState,
  },
  {
    name: 'axe: no serious or critical violations on any page or state (phone, dark)',
    contextOptions: PHONE,
    run: everyState,
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`a11y: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
