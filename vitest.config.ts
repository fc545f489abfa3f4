import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, three projects: `unit` (contract, web logic, server rules, the repo's scripts), `api`
// (HTTP on a real database; a PostgreSQL server too when DATABASE_URL is set) and `e2e` (the built
// app in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.mjs', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          setupFiles: ['apps/web/src/test-support/jsdom-browser-setup.ts', 'apps/web/src/test-support/testing-library-setup.ts'],
          // above the 5 s a page may take to show something on a busy machine (testing-library-setup.ts)
          testTimeout: 15_000,
        },
      },
      {
        // Mercurius loads graphql's CommonJS build; the tests must share that one instance.
        resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }] },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // decision 039: each worker runs its files one after another in one process, the server's
          // modules and its embedded database loaded once (a process and an import per file were
          // 40 % of the step).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
