/**
 * Learning screens: hints from the player's position, the solver page, the technique guide.
 */
import {
  assert,
  assertEqual,
  cell,
  contentLink,
  expectLabel,
  fixtures,
  grid,
  readBoard,
  screenshot,
  type Scenario,
  navLink,
} from './harness.ts';
import { settings, test } from './scenario.ts';

const classic = fixtures('classic').sort((a, b) => a.clues! - b.clues!)[0]!;
const rc = (index: number): [number, number] => [Math.floor(index / 9) + 1, (index % 9) + 1];

const scenarios: Scenario[] = [
  {
    name: 'hint: first press nudges, second names the technique, third explains, Apply does it',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      const before = await readBoard(page);
      await page.getByRole('button', { name: 'Hint' }).click();
      const panel = page.locator('.hint-panel');
      await panel.locator('.nudge').waitFor();
      assertEqual(
        await page.locator('.cell.hint-cause, .cell.hint-target').count(),
        0,
        'stage 1 lights no pattern or answer cell',
      );
      await page.getByRole('button', { name: 'Hint' }).click();
      const technique = await panel.locator('.technique').innerText();
      assert(technique.length > 0, 'the technique is named');
      assert((await page.locator('.cell.hint-cause').count()) > 0, 'the causing cells are highlighted');
      await page.getByRole('button', { name: 'Hint' }).click();
      await panel.locator('.explanation').waitFor();
      await screenshot(ctx, 'hint');
      await page.getByRole('button', { name: 'Apply' }).click();
      await panel.locator('.technique').waitFor({ state: 'detached' });
      const after = await readBoard(page);
      const changedDigits = after.filter((d, i) => d !== before[i]).length;
      const notes = await page.getByRole('gridcell', { name: /notes/u }).count();
      assert(changedDigits > 0 || notes > 0, 'applying the hint placed a digit or removed candidates');
      // Every placed digit agrees with the solution.
      after.forEach((d, i) => {
        assert(d === 0 || String(d) === classic.solution![i], `r${rc(i)[0]}c${rc(i)[1]} holds the solution digit`);
      });
    },
  },
  {
    name: 'hint points out a wrong digit first',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(contentLink(ctx.baseUrl, classic));
      await grid(page).waitFor();
      const blank = [...classic.puzzle].indexOf('.');
      const wrong = classic.solution![blank] === '1' ? '2' : '1';
      const [r, c] = rc(blank);
      await cell(page, r, c).click();
      await page.keyboard.press(wrong);
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.getByRole('button', { name: 'Erase it' }).waitFor();
      const text = await page.locator('.hint-panel').innerText();
      assert(text.includes(wrong), `the hint names the wrong digit: ${text}`);
      await page.getByRole('button', { name: 'Erase it' }).click();
      await expectLabel(page, r, c, `Row ${r}, column ${c}, empty`);
    },
  },
  {
    name: 'solver page: verdicts in words, givens, singles, grade, solution and steps (screenshot)',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await (await navLink(page, 'Solver')).click();
      const box = page.getByRole('textbox', { name: 'Puzzle' });
      const check = page.getByRole('button', { name: 'Check' });
      const verdict = page.locator('.verdict');

      await box.fill(`55${'.'.repeat(79)}`);
      await check.click();
      await verdict.getByText('Invalid: two 5s in row 1').waitFor();

      await box.fill('.'.repeat(81));
      await check.click();
      await verdict.getByText('More than one solution').waitFor();

      await box.fill('12');
      await check.click();
      await page.getByText('expected 81 cells, got 2').waitFor();

      await box.fill(classic.puzzle);
      await check.click();
      await verdict.getByText('Unique solution', { exact: true }).waitFor();
      const facts = await page.locator('.facts').innerText();
      assert(facts.includes(String(classic.clues)), `givens shown: ${facts}`);
      assert(/Cells found by singles\s+\d+/u.test(facts), `singles shown: ${facts}`);
      assert(/Grade\s+(Easy|Medium|Hard|Expert|Extreme) \(hardest technique: /u.test(facts), `grade shown: ${facts}`);
      await page.getByRole('button', { name: 'Show solution' }).click();
      await page.getByRole('grid', { name: 'Solution' }).waitFor();
      const solved = await readBoard(page);
      assertEqual(solved.join(''), classic.solution, 'the solution grid');
      await page.getByRole('button', { name: 'Show steps' }).click();
      assert((await page.locator('.steps li').count()) > 0, 'the step-by-step path is listed');
      await screenshot(ctx, 'solver');
    },
  },
  {
    name: 'solver page: a killer record pasted as JSON',
    async run(ctx) {
      const { page } = ctx;
      const killer = fixtures('killer')[0]!;
      await page.goto(`${ctx.baseUrl}#/solver`);
      await page
        .getByRole('textbox', { name: 'Puzzle' })
        .fill(JSON.stringify({ variant: 'killer', puzzle: killer.puzzle, cages: killer.cages }));
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('.verdict').getByText('Unique solution', { exact: true }).waitFor();
      const label = await page.getByRole('gridcell').first().getAttribute('aria-label');
      assert(label?.includes(', cage '), `the killer board shows cages: ${label}`);
    },
  },
  {
    name: 'technique guide: charts per level and a worked example',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(`${ctx.baseUrl}#/guide`);
      await page.getByRole('heading', { name: 'Technique guide' }).waitFor();
      await page.locator('figure.chart').first().waitFor();
      const captions = await page.locator('figure.chart figcaption').allInnerTexts();
      assert(
        captions.some((c) => c.startsWith('Easy')) && captions.some((c) => c.startsWith('Medium')),
        `charts for the stored levels: ${captions.join(' | ')}`,
      );
      await page.getByRole('button', { name: 'Worked example: Hidden single' }).click();
      await page.locator('.example .explanation').waitFor();
      await screenshot(ctx, 'guide');
      await page.getByLabel('Variant').selectOption('4x4');
      await page.locator('figure.chart').first().waitFor();
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`learn: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
