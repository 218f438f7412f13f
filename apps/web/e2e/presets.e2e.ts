/**
 * The generated constraint presets (issue 27 §3) in the player: the new-game menu lists each with
 * its one-line rule; a game picked from a preset's pool opens with its constraints drawn and gives
 * a hint (the fixture pools: test/make-fixtures.ts).
 */
import type { Page } from 'playwright-core';
import { VARIANT_IDS, VARIANTS } from '@sudoku-forge/core-solver';
import { assert, assertEqual, fixtures, grid, newGame, screenshot, type Scenario } from './harness.ts';
import { settings, test } from './scenario.ts';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  colorScheme: 'dark' as const,
};

const PRESETS = VARIANT_IDS.filter((id) => VARIANTS[id].draws.length > 0 || id === 'anti-king');

/** How many shapes of a class the constraint layers draw. */
const drawn = (page: Page, selector: string) => page.locator(`svg[data-constraints] ${selector}`).count();

const scenarios: Scenario[] = [
  {
    name: 'the new-game menu lists every constraint preset with its rule and its stored levels (arrow and little killer from easy)',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      const chooser = page.getByRole('group', { name: 'Variant' });
      for (const id of PRESETS) {
        await chooser.getByRole('button', { name: VARIANTS[id].name, exact: true }).click();
        await page.locator('.new-game p.rule').getByText(VARIANTS[id].rule, { exact: true }).waitFor();
        for (const level of new Set(fixtures(id).map((record) => record.level!))) {
          const name = level[0]!.toUpperCase() + level.slice(1);
          await page.getByRole('group', { name: 'Level' }).getByRole('button', { name, exact: true }).waitFor();
        }
      }
      // an easy arrow or little killer fills the last cell of its sums (the fixtures hold one of each)
      for (const id of ['arrow', 'little-killer'] as const)
        assertEqual(fixtures(id)[0]!.level, 'easy', `${id} from easy`);
    },
  },
  {
    name: 'a thermo and a kropki game open from the menu with their constraints drawn, and give a hint',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      const thermos = fixtures('thermo')[0]!.constraints!.length;
      await newGame(page, 'Thermo', 'Easy');
      await page.locator('svg[data-constraints] polyline.c-thermo').first().waitFor();
      assertEqual(await drawn(page, 'polyline.c-thermo'), thermos, 'thermo lines drawn');
      assertEqual(await drawn(page, 'circle.c-bulb'), thermos, 'thermo bulbs drawn');
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.locator('.hint-panel .nudge').waitFor();

      const dots = fixtures('kropki')[0]!.constraints!.length;
      await newGame(page, 'Kropki', 'Easy');
      await page.locator('svg[data-constraints] circle.c-dot').first().waitFor();
      assertEqual(await drawn(page, 'circle.c-dot'), dots, 'kropki dots drawn');
      assert((await drawn(page, 'polyline.c-thermo')) === 0, 'the thermo game is gone');
    },
  },
  {
    name: 'phone, dark: the chooser fits the screen with the presets; a little killer game draws its clues (screenshots)',
    contextOptions: PHONE,
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      await page.getByRole('button', { name: 'New game', exact: true }).tap();
      const chooser = page.getByRole('group', { name: 'Variant' });
      await chooser.getByRole('button', { name: 'Little killer', exact: true }).tap();
      const [scroll, width] = await chooser.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      assert(scroll <= width, `the variant buttons fit (${scroll} > ${width})`);
      await screenshot(ctx, 'presets-chooser-phone-dark');
      await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Easy', exact: true }).tap();
      const clues = fixtures('little-killer')[0]!.constraints!.length;
      await page.locator('svg[data-constraints] text.c-little-killer').first().waitFor();
      assertEqual(await drawn(page, 'text.c-little-killer'), clues, 'little killer clues drawn');
      await screenshot(ctx, 'presets-little-killer-phone-dark');
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`presets: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
