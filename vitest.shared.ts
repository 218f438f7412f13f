import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Where each suite leaves every test's time when it ends (`<package>.vitest.json`, the browser
 * tests' `web.e2e.json`): `pnpm test` (tools/test-all.sh) empties it first and prints the ten
 * slowest of the whole run at its end (tools/slowest-tests.ts). Under .turbo/, which git ignores.
 */
export const TEST_TIMES_DIR = join(dirname(fileURLToPath(import.meta.url)), '.turbo', 'test-times');

/** One test's line in TEST_TIMES_DIR: its title, time, and for a failed test its status and error. */
export interface TestTime {
  title: string;
  ms: number;
  failed?: string;
  error?: string;
}

/**
 * Prints the ten slowest tests of the run once it ends (beside the default reporter), as the
 * browser tests' apps/web/e2e/slowest.ts does: where CI's time goes, in every package's log; and
 * leaves every test's time, and each failure's message, in TEST_TIMES_DIR for the whole run's
 * list.
 */
class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times: TestTime[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        const result = test.result();
        const failure =
          result.state === 'failed' ? { failed: 'failed', error: result.errors?.[0]?.message?.slice(0, 2000) } : {};
        if (ms !== undefined) times.push({ title: `${module.relativeModuleId} › ${test.fullName}`, ms, ...failure });
      }
    }
    const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    const suite = basename(process.cwd());
    mkdirSync(TEST_TIMES_DIR, { recursive: true });
    writeFileSync(
      join(TEST_TIMES_DIR, `${suite}.vitest.json`),
      JSON.stringify(times.map((t) => ({ ...t, title: `${suite}: ${t.title}` }))),
    );
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest)
      console.log(
        `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title.length > 160 ? `${title.slice(0, 157)}...` : title}`,
      );
  }
}

/**
 * Settings every package's vitest.config.ts shares. The timeout only guards against a hang: CI
 * runs the suites side by side on 2 cores, where property tests and spawned commands can take
 * seconds. Speed is measured by `pnpm bench`, never by tests.
 */
export const sharedTestConfig = defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', new SlowestTests()],
  },
});
