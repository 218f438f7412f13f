import { defineConfig } from 'vitest/config';

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
  },
});
