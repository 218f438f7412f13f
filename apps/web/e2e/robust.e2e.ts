/**
 * Issue 8 in the browser: tampered share links, damaged pool files and hostile storage each end in
 * a clear message with the picker still there (never a blank page or an unwinnable puzzle);
 * nothing from a URL or from storage reaches the page as HTML; the Content-Security-Policy lets
 * only the app's own scripts run. The damaged pools are test/fixtures/broken-pools/.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, givensOnBoard, grid, newGame, pageMessage, type Scenario, navLink } from './harness.ts';
import { settings, test } from './scenario.ts';

const SERG = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const HTML = '<img src=x onerror="window.__breach=1"><b id="injected">bold</b>';

const statusText = pageMessage;

/**
 * Nothing injected ran or rendered, and the chooser offers a way back to a playable puzzle. With
 * `kept`, the board on screen before is still there (a failed pick keeps the game); without it
 * there is no board (the link's puzzle cannot be played).
 */
async function expectSafeWithWayBack(page: Page, what: string, kept?: number[]): Promise<void> {
  assertEqual(await page.locator('img[src="x"], #injected').count(), 0, `${what}: no element made from the input`);
  assertEqual(
    await page.evaluate(() => (window as { __breach?: number }).__breach ?? null),
    null,
    `${what}: no injected code ran`,
  );
  if (kept) assertEqual(await givens(page), kept, `${what}: the game on screen stays`);
  else assertEqual(await grid(page).count(), 0, `${what}: no board for a puzzle that cannot be played`);
  await page.getByRole('group', { name: 'Variant' }).getByRole('button', { name: 'Classic', exact: true }).click();
  await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Easy', exact: true }).click();
  await page.waitForURL(/id=classic-easy-/u);
  await grid(page).waitFor();
}

async function givens(page: Page): Promise<number[]> {
  return givensOnBoard(page);
}

const scenarios: Scenario[] = [
  {
    name: "the Content-Security-Policy allows only the app's own scripts",
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      assert(policy !== null, 'the page carries a Content-Security-Policy');
      assert(
        policy.includes("script-src 'self'") && policy.includes("worker-src 'self'"),
        `own scripts and workers only: ${policy}`,
      );
      assert(
        !policy.includes('unsafe-inline') && !policy.includes('unsafe-eval'),
        `no inline code, no eval: ${policy}`,
      );
      // (eval cannot be probed from page.evaluate, which DevTools runs outside the policy.)
      const inlineRan = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__breach = 1';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return (window as { __breach?: number }).__breach === 1;
      });
      assertEqual(inlineRan, false, 'an injected inline script is refused');
      // The refusals are logged as console errors; they are what this scenario expects.
      const refusals = ctx.errors.filter((e) => /Content Security Policy/iu.test(e));
      assert(refusals.length > 0, 'the browser reported the refused inline script');
      ctx.errors.splice(0, ctx.errors.length, ...ctx.errors.filter((e) => !/Content Security Policy/iu.test(e)));
      // The app's own worker still runs under the policy: the solver page grades through it.
      await newGame(page, 'Classic', 'Easy');
      await page.waitForURL(/id=classic-easy-/u);
      await grid(page).waitFor();
      await page.getByRole('button', { name: /^Hint/u }).first().click();
      // The hint's first stage names the worker's step and where to look ("A hidden single in row 4.").
      await page
        .locator('.hint-panel .nudge')
        .getByText(/^An? .+ (?:in|is on the board)/u)
        .waitFor();
    },
  },
  {
    name: 'tampered share links: garbage, HTML, two solutions, unknown ids say what is wrong, with a way back',
    async run(ctx) {
      const { page } = ctx;
      const cases: [string, Record<string, string>, RegExp][] = [
        ['HTML as the puzzle', { p: HTML }, /cannot be played: unknown symbol '<' in the puzzle at row 1, column 1/u],
        ['HTML as the variant', { v: HTML, p: '1' }, /The link is broken: unknown variant “<img src=x/u],
        [
          'garbage cages',
          { v: 'killer', p: '.'.repeat(81), k: 'x=1,2;<b>' },
          /The link is broken: cage 1: expected 'sum=cell,cell,…'/u,
        ],
        [
          'a puzzle with two solutions',
          { v: 'classic', p: SERG },
          /cannot be played: this puzzle cannot be played: it has more than one solution/u,
        ],
        ['an oversized puzzle', { p: '1'.repeat(5000) }, /expected 81 cells, got 5000/u],
        [
          'a stored id that does not exist',
          { v: 'classic', l: 'easy', id: 'classic-easy-9999', d: '1' },
          /could not be opened: no stored puzzle has the id classic-easy-9999/u,
        ],
        [
          'a level with no pool',
          { v: 'hyper', l: 'hard', id: 'hyper-hard-0001', d: '1' },
          /No puzzles stored yet for this level/u,
        ],
        [
          'a level named like an object property',
          { v: 'classic', l: 'constructor', id: 'classic-easy-0001', d: '1' },
          /unknown level “constructor” in the link/u,
        ],
        [
          'a level named __proto__',
          { v: 'classic', l: '__proto__', id: 'classic-easy-0001', d: '1' },
          /unknown level “__proto__” in the link/u,
        ],
      ];
      for (const [what, params, expected] of cases) {
        await page.goto(`${ctx.baseUrl}?${new URLSearchParams(params).toString()}`);
        const text = await statusText(page);
        assert(expected.test(text), `${what}: expected ${expected}, got “${text.slice(0, 200)}”`);
        assert(text.length < 400, `${what}: a short message`);
        await expectSafeWithWayBack(page, what);
      }
    },
  },
  {
    name: 'a stored link whose puzzle moved to another level (sudoku regrade) still opens it, at its level now',
    async run(ctx) {
      const { page } = ctx;
      // classic-medium-0001 is in the medium pool; the link says easy, as a link made before a regrade would.
      await page.goto(`${ctx.baseUrl}?v=classic&l=easy&id=classic-medium-0001&d=5`);
      await grid(page).waitFor();
      const url = new URL(page.url());
      assertEqual(url.searchParams.get('id'), 'classic-medium-0001', 'the same stored puzzle');
      assertEqual(url.searchParams.get('l'), 'medium', 'the address names the level the puzzle is filed under now');
      assert(
        (await givensOnBoard(page)).some((d) => d !== 0),
        'a board with givens',
      );
    },
  },
  {
    name: 'a damaged pool file is refused with a message, never an unwinnable puzzle',
    async run(ctx) {
      const { page } = ctx;
      const cases: [string, string, RegExp][] = [
        ['4×4', 'two solutions', /could not be opened: this puzzle cannot be played: it has more than one solution/u],
        ['6×6', 'malformed JSON', /could not be opened: .*6x6\/medium\.json: line 2 is not a JSON record/u],
        [
          '16×16',
          'a damaged stored solution',
          /could not be opened: this puzzle cannot be played: its stored solution is damaged/u,
        ],
      ];
      for (const [variant, what, expected] of cases) {
        await page.goto(ctx.baseUrl);
        await grid(page).waitFor();
        const before = await givensOnBoard(page);
        await newGame(page, variant, 'Medium');
        const text = await statusText(page);
        assert(expected.test(text), `${variant} ${what}: expected ${expected}, got “${text.slice(0, 200)}”`);
        await expectSafeWithWayBack(page, `${variant} ${what}`, before);
      }
    },
  },
  {
    name: 'HTML and garbage in storage are discarded with a notice, never rendered',
    async run(ctx) {
      const { page } = ctx;
      await page.goto(ctx.baseUrl);
      await grid(page).waitFor();
      // Leave the play screen first: it saves on the way out, which would repair the save.
      await (await navLink(page, 'Solver')).click();
      await page.getByRole('textbox', { name: 'Puzzle' }).waitFor();
      await page.evaluate((html) => {
        localStorage.setItem('sudoku-forge:current', html);
        localStorage.setItem(
          `sudoku-forge:game:${html}`,
          JSON.stringify({ version: 1, setup: { record: { puzzle: html } }, board: html }),
        );
        localStorage.setItem('sudoku-forge:settings', html);
      }, HTML);
      await page.goto(ctx.baseUrl);
      const notice = page.getByRole('alert');
      await notice.waitFor();
      assert((await notice.innerText()).includes('could not be restored'), 'the notice says the save was discarded');
      await page.getByRole('button', { name: 'Dismiss' }).click();
      // The first screen still opens on a board (a first visit's easy game), built from no stored text.
      await grid(page).waitFor();
      await newGame(page, 'Classic', 'Easy');
      await page.waitForURL(/id=classic-easy-/u);
      assertEqual(
        await page.locator('img[src="x"], #injected').count(),
        0,
        'hostile storage: no element made from the input',
      );
      assertEqual(
        await page.evaluate(() => (window as { __breach?: number }).__breach ?? null),
        null,
        'hostile storage: no injected code ran',
      );
    },
  },
  {
    name: 'the server sends the Content-Security-Policy as a header, with no framing (clickjacking)',
    async run(ctx) {
      const response = await fetch(ctx.baseUrl);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert(policy.includes("frame-ancestors 'none'"), `frame-ancestors 'none' in the header: ${policy}`);
      assert(policy.includes("script-src 'self'") && !policy.includes('unsafe-inline'), `own scripts only: ${policy}`);
      assertEqual(response.headers.get('x-frame-options'), 'DENY', 'X-Frame-Options');
      assertEqual(response.headers.get('x-content-type-options'), 'nosniff', 'X-Content-Type-Options');
      // A page on another origin that frames the player gets nothing.
      const { page } = ctx;
      await page.route('http://framer.test/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<iframe id="f" src="${ctx.baseUrl}" width="600" height="600"></iframe>`,
        }),
      );
      await page.goto('http://framer.test/');
      await page.waitForTimeout(800);
      const framed = page.frame({ url: (url) => url.href.startsWith(ctx.baseUrl) });
      const rendered = framed
        ? await framed
            .locator('#root *')
            .count()
            .catch(() => 0)
        : 0;
      assertEqual(rendered, 0, 'the framed player renders nothing');
      ctx.errors.splice(0, ctx.errors.length, ...ctx.errors.filter((e) => !/frame|ancestor/iu.test(e)));
    },
  },
  {
    name: 'offline: error answers are never cached, and an uncached level says so in words',
    async run(ctx) {
      const browser = ctx.context.browser()!;
      const own = await browser.newContext({ serviceWorkers: 'allow' });
      try {
        const p = await own.newPage();
        const errors: string[] = [];
        p.on('pageerror', (e) => errors.push(e.message));
        await p.goto(`${ctx.baseUrl}?v=classic&l=easy&id=classic-easy-0001&d=1`);
        await grid(p).waitFor();
        await p.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        // Reload once so the page is controlled by the worker, then ask for files that are not there.
        await p.reload();
        await grid(p).waitFor();
        const statuses = await p.evaluate(async () => {
          // A missing file asked for as a script is a 404; asked for as anything, vite preview
          // answers with its page (200, HTML). Neither may end up in a cache.
          const missing = ['pools/classic-easy-missing.js', 'assets/missing.js'];
          const answers = await Promise.all(
            missing.map((u) => fetch(u, { headers: { accept: 'application/javascript' } }).then((r) => r.status)),
          );
          await Promise.all(missing.map((u) => fetch(`${u}?any`).then((r) => r.text())));
          const cached: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
          return { answers, cached };
        });
        assert(
          statuses.answers.every((s) => s === 404),
          `the missing files are 404s: ${statuses.answers.join(', ')}`,
        );
        assertEqual(
          statuses.cached.filter((u) => u.includes('missing')),
          [],
          'no error answer was cached',
        );
        assert(
          statuses.cached.some((u) => /pools\/classic-easy-/u.test(u)),
          'the played level is cached',
        );
        await own.setOffline(true);
        // The played level still opens offline…
        await p.goto(`${ctx.baseUrl}?v=classic&l=easy&id=classic-easy-0001&d=3`);
        await grid(p).waitFor();
        // …a level never played says in words that it is not saved yet.
        await p.goto(`${ctx.baseUrl}?v=hyper&l=easy&id=hyper-easy-0001&d=1`);
        const text = await statusText(p);
        assert(/is not saved for offline play yet/u.test(text), `uncached level offline: got “${text.slice(0, 200)}”`);
        assert(!/dynamically imported module/u.test(text), 'no raw browser error');
        assertEqual(errors, [], 'page errors');
      } catch (error) {
        for (const page of own.pages())
          await page.screenshot({ path: `${ctx.shotDir}/FAILED-offline-own.png` }).catch(() => undefined);
        throw error;
      } finally {
        await own.close();
      }
    },
  },
];

for (const scenario of scenarios) {
  test.describe(() => {
    test.use(settings(scenario));
    test(`robust: ${scenario.name}`, ({ ctx }) => scenario.run(ctx));
  });
}
