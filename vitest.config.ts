import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default (cores − 1) is one worker on a 2-core machine, but the server tests spend
    // much of their time waiting on the database: two workers there halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
