/**
 * Two tabs on one game (issue 31): a tab that is behind never writes its older board over the
 * other tab's progress, and both tabs end with the newest progress.
 */
import { geometryFor, solvePuzzle } from '@sudoku-forge/core-solver';
import {
  assert,
  assertEqual,
  cell,
  contentLink,
  fixtures,
  givensOnBoard,
  grid,
  readBoard,
  type Scenario,
} from './harness.ts';
import { settings, test } from './scenario.ts';

const rc = (index: number) => [Math.floor(index / 9) + 1, (index % 9) + 1] as const;

const scenarios: Scenario[] = [
  {
    name: 'two tabs: the stale tab takes the other tab’s 10 digits and, closed last, keeps them',
    async run(ctx) {
      const { page, context } = ctx;
      const link = contentLink(ctx.baseUrl, fixtures('classic')[0]!);
      await page.goto(link);
      await grid(page).waitFor();
      const stale = await context.newPage();
      await stale.goto(link);
      await grid(stale).waitFor();
      const givens = await givensOnBoard(page);
      const solution = solvePuzzle({ geometry: geometryFor('classic'), givens: Uint8Array.from(givens) }).solution!;
      const cells = givens.flatMap((d, i) => (d === 0 ? [i] : [])).slice(0, 10);
      await page.bringToFront();
      for (const index of cells) {
        const [r, c] = rc(index);
        await cell(page, r, c).click();
        await page.keyboard.press(String(solution[index]));
      }
      const expected = givens.map((d, i) => (cells.includes(i) ? solution[i]! : d));
      assertEqual(await readBoard(page), expected, 'the tab played in');
      // The other tab shows the newest progress without a reload…
      for (let tries = 0; tries < 75 && JSON.stringify(await readBoard(stale)) !== JSON.stringify(expected); tries++)
        await stale.waitForTimeout(200);
      assertEqual(await readBoard(stale), expected, 'the stale tab after the other tab’s moves');
      // …and, hidden and closed last, leaves them in storage.
      await page.close({ runBeforeUnload: true });
      // Leaving the page saves (pagehide); dispatched here too, as closing a headless page may not wait for it.
      await stale.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      await stale.close({ runBeforeUnload: true });
      const fresh = await context.newPage();
      await fresh.goto(link);
      await grid(fresh).waitFor();
      const after = await readBoard(fresh);
      assert(
        cells.every((i) => after[i] === solution[i]),
        `the 10 digits survive both tabs closing: ${cells.map((i) => after[i]).join('')}`,
      );
      ctx.page = fresh;
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`tabs: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
