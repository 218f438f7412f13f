import { defineConfig } from 'vitest/config';

// The CLI tests spawn the real command; give them room on a busy 2-core machine.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
