import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloadsPlugin } from './src/app/route-preloads-plugin';
import { linguiCatalogues } from './src/features/i18n/vite-plugin';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
const faceEngine = fileURLToPath(new URL('./src/features/faces/engine/', import.meta.url));

/** What a code-splitting group's `name()` is told about the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Whether a shared module imports libphonenumber, directly or through other shared modules. */
function usesPhoneNumbers(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>();
  const reaches = (module: string): boolean => {
    if (/node_modules[\\/]libphonenumber-js[\\/]/.test(module)) return true;
    if (!module.startsWith(sharedSource) || seen.has(module)) return false;
    seen.add(module);
    return (graph.getModuleInfo(module)?.importedIds ?? []).some(reaches);
  };
  return reaches(id);
}

/** A group's modules in one chunk per set of pages that use them; sets under 20 kB merged. */
const byPages = { entriesAware: true, entriesAwareMergeThreshold: 20_000 };

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), linguiCatalogues(), routePreloadsPlugin(sourceDir)],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@ias\/shared$/, replacement: `${sharedSource}index.ts` },
      // face-api's unbundled build imports the whole of tfjs; the face worker needs only tfjs-core
      // and the WASM backend (WebGL is imported on demand when the device has a real GPU).
      { find: /^@tensorflow\/tfjs\/dist\/index\.js$/, replacement: `${faceEngine}tfjs-shim.ts` },
      {
        find: /^@tensorflow\/tfjs-backend-webgl\/dist\/index\.js$/,
        replacement: `${faceEngine}empty-module.ts`,
      },
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
      // React and the router in chunks of their own: every page needs them, they change less
      // often than the app (so stay cached across releases), and the entry stays under 400 kB.
      output: {
        // Each module's body runs when something that runs imports it, not when its chunk loads:
        // the grouped chunks below hold the shared package's schemas and the UI parts of every
        // page, and building them all on arrival cost `/login` ~0.25 s of Zod at a phone's speed.
        strictExecutionOrder: true,
        // entriesAware names a chunk after every page that uses it; the file is named by the group.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // What the entry imports statically, in one chunk instead of 13 small ones.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The rest were ~400 chunks, ~240 of them under 3 kB (an icon, a UI part, a shared
            // schema each): ~35 requests before `/login` could render and ~100 per dashboard, each
            // a round trip on a slow link and a <link rel=modulepreload> appended in the main thread
            // (issue 11). Icons, UI parts and the shared package's helpers come grouped instead, a
            // chunk per set of pages that use them (`entriesAware`, small sets merged), so a page
            // does not fetch what only other pages use: one chunk for all of them gave `/login`
            // 150 kB brotli of the calendar, forms and phone-number code it never runs.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, ...byPages },
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/]/,
              maxModuleSize: 8_000,
              ...byPages,
            },
            {
              // Phone-number parsing (libphonenumber, ~40 kB brotli) comes with the shared modules
              // that validate numbers, apart from those that do not (the sign-in schemas).
              name: (id: string, graph: ModuleGraph) =>
                usesPhoneNumbers(id, graph) ? 'phone' : 'shared',
              test: sharedSource,
              maxModuleSize: 8_000,
              ...byPages,
            },
          ],
        },
      },
    },
  },
  // The face and barcode workers are ES modules so their libraries split into chunks under the
  // 400 kB limit (issue 11; SPEC.md §9 allows 500): tfjs in pieces, face-api on its own, WebGL only when it is used.
  worker: {
    format: 'es' as const,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'tfjs-ops',
              test: /node_modules[\\/]@tensorflow[\\/]tfjs-core[\\/]dist[\\/]ops[\\/]/,
            },
            { name: 'tfjs-core', test: /node_modules[\\/]@tensorflow[\\/]tfjs-core[\\/]/ },
            { name: 'tfjs-wasm', test: /node_modules[\\/]@tensorflow[\\/]tfjs-backend-(wasm|cpu)/ },
            // The WebGL kernels in two halves by name, each under the 400 kB chunk limit.
            {
              name: 'tfjs-webgl-kernels-a',
              test: /tfjs-backend-webgl[\\/]dist[\\/]kernels[\\/][A-La-l]/,
            },
            { name: 'tfjs-webgl-kernels', test: /tfjs-backend-webgl[\\/]dist[\\/]kernels[\\/]/ },
            { name: 'tfjs-webgl', test: /node_modules[\\/]@tensorflow[\\/]tfjs-backend-webgl/ },
            { name: 'face-api', test: /node_modules[\\/]@vladmandic[\\/]face-api/ },
          ],
        },
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
