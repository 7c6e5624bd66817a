import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@ias/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Each file builds servers of its own, so files need not re-import the whole server in a fresh
    // process: most of a file's time was loading modules. (Fake timers are restored after each test.)
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
