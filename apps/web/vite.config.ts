import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@ias\/shared$/, replacement: `${sharedSource}index.ts` },
      // react-router's package exports only point at its development build; ship the production one.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      treeshake: {
        // The shared package's modules only declare schemas and helpers: unused ones can go, so
        // the first page does not ship form schemas it never uses.
        moduleSideEffects: (id: string) => !id.startsWith(sharedSource),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
      '/rest/v1': 'http://localhost:3000',
      '/storage/v1': 'http://localhost:3000',
    },
  },
}));
