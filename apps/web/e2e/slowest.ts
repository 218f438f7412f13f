/**
 * A Playwright reporter that prints the ten slowest tests once the run ends (beside `list`), and
 * leaves every test's time beside the unit suites' (vitest.shared.ts TEST_TIMES_DIR) for the ten
 * slowest of the whole `pnpm test` — and every failed test with its error, whose first line
 * tools/slowest-tests.ts repeats at the very end of the run (CI's log may keep only its tail).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { TestTime } from '../../../vitest.shared.ts';

/** The repository's .turbo/test-times (vitest.shared.ts TEST_TIMES_DIR). */
const TEST_TIMES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.turbo', 'test-times');

export default class SlowestTests implements Reporter {
  private readonly times: TestTime[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const ok = result.status === 'passed' || result.status === 'skipped';
    this.times.push({
      title: test.title,
      ms: result.duration,
      ...(ok ? {} : { failed: result.status, error: result.error?.message?.slice(0, 2000) }),
    });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    mkdirSync(TEST_TIMES_DIR, { recursive: true });
    writeFileSync(
      join(TEST_TIMES_DIR, 'web.e2e.json'),
      JSON.stringify(this.times.map((t) => ({ ...t, title: `web e2e: ${t.title}` }))),
    );
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }
}
