import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: ['tests/e2e/**', 'tests/cli/fuzz/**', '**/node_modules/**'] },
      },
      {
        extends: true,
        // The fuzzing suite: part of `npm test`, and on its own with `npm run test:fuzz`.
        test: { name: 'fuzz', include: ['tests/cli/fuzz/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One browser at a time: the machine has two cores and the sites are shared.
          fileParallelism: false,
        },
      },
    ],
  },
});
