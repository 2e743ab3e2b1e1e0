import { defineConfig } from 'vitest/config';

// One runner for the whole repository. Each package is a vitest project so
// `npm test` runs them all and a failure names the package it came from.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on our
    // 2-core CI machine. Most of our files wait on child servers, SQLite,
    // sockets and browsers rather than compute, so three workers keep both
    // cores busy (a 10-file sample of int specs: 105 s with one, 74 s with three).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'projections',
          root: './projections',
          include: ['src/**/*.spec.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'backend',
          root: './backend',
          include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Inherit the frontend's Vite config (React plugin, `@/` alias) so tests resolve like the app.
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          root: './frontend',
          include: ['src/**/*.spec.{ts,tsx}'],
          environment: 'jsdom',
          // Screens render through lazy routes and user-event: seconds when other files share the cores.
          testTimeout: 15_000,
          setupFiles: ['./src/testing/setup-tests.ts'],
        },
      },
      {
        // Real browser against real server processes (see frontend/e2e/support).
        test: {
          name: 'e2e',
          root: './frontend',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
