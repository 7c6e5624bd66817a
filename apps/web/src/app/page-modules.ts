/**
 * The page modules of route-table.ts, each its own chunk, loaded when its route is first matched.
 * The helpers beside the pages (imported by them, not routes themselves) are left out, so they
 * stay in their pages' chunks.
 */
export const pageModules = import.meta.glob([
  '/src/app/routes/**/*.tsx',
  '!/src/app/routes/**/*.test.tsx',
  '!/src/app/routes/app/{member-page,my-requests-page,review-requests-page}.tsx',
  '!/src/app/routes/debug/debug-gate.tsx',
  '/src/app/layouts/app-layout.tsx',
  '/src/features/auth/components/role-route.tsx',
  '/src/features/consent/routes/guardian-consent.tsx',
]);

/** The loader of a module named in route-table.ts (a path under src/ without its extension). */
export function loadPage(module: string): () => Promise<unknown> {
  const load = pageModules[`/src/${module}.tsx`];
  if (!load) throw new Error(`route-table.ts names ${module}, which is not a page module`);
  return load;
}
