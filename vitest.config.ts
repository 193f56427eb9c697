import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'web/app/**/*.test.{ts,tsx}',
            'server/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
          // Property tests run thousands of cases: on a shared, loaded machine they need more than
          // the default 5 s, and a timeout is not a performance check.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
