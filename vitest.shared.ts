import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest tests of the run once it ends (beside the default reporter), as the
 * browser tests' apps/web/e2e/slowest.ts does: where CI's time goes, in every package's log.
 */
class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times: { title: string; ms: number }[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) times.push({ title: `${module.relativeModuleId} › ${test.fullName}`, ms });
      }
    }
    const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title.length > 160 ? `${title.slice(0, 157)}...` : title}`);
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
