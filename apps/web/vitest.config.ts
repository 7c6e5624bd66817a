import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiCatalogues } from './src/features/i18n/vite-plugin';

export default defineProject({
  plugins: [linguiCatalogues()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@ias/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
