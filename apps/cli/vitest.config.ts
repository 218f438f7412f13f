import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

// One bundle build per run, shared by every test file (vitest.global-setup.ts).
export default mergeConfig(sharedTestConfig, defineConfig({ test: { globalSetup: ['./vitest.global-setup.ts'] } }));
