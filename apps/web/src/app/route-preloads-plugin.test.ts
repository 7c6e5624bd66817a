import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageChunks, routePreloads } from './route-preloads-plugin';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: fileName.startsWith('assets/index'),
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) satisfies BuiltChunk;

// The shape of a real build: the entry with React and the router, a page with chunks of its own
// and one it shares with the entry, a public page merged into the chunk of the app's layout.
const chunks = [
  chunk('assets/index-1.js', ['/web/src/main.tsx'], ['assets/react-2.js']),
  chunk('assets/react-2.js', ['/node_modules/react/index.js']),
  chunk(
    'assets/login-3.js',
    ['/web/src/app/routes/auth/login.tsx'],
    ['assets/ui-4.js', 'assets/react-2.js'],
  ),
  chunk(
    'assets/ui-4.js',
    ['/web/src/components/ui/button.tsx'],
    ['assets/icons-5.js'],
    ['assets/ui-6.css'],
  ),
  chunk('assets/icons-5.js', ['/node_modules/lucide-react/x.js']),
  chunk(
    'assets/shell-7.js',
    ['/web/src/app/layouts/app-layout.tsx', '/web/src/app/routes/public/about.tsx'],
    ['assets/ui-4.js'],
  ),
  chunk('assets/profile-8.js', ['/web/src/app/routes/app/profile.tsx']),
];

describe('routePreloads', () => {
  it("lists a page's chunks, everything they import and their style sheets, but not what index.html loads", () => {
    const preloads = routePreloads(
      chunks,
      '/web/src',
      new Map([
        ['/login', ['app/routes/auth/login']],
        ['/profile', ['app/layouts/app-layout', 'app/routes/app/profile']],
      ]),
    );
    expect(preloads['/login']).toEqual([
      '/assets/login-3.js',
      '/assets/ui-4.js',
      '/assets/ui-6.css',
      '/assets/icons-5.js',
    ]);
    // A signed-in page's chunks are left to the router (their number would hold up its data).
    expect(preloads['/profile']).toBeUndefined();
  });

  it('finds a module the bundler merged into a chunk with others', () => {
    const preloads = routePreloads(
      chunks,
      '/web/src',
      new Map([['/about', ['app/routes/public/about']]]),
    );
    expect(preloads['/about']).toEqual([
      '/assets/shell-7.js',
      '/assets/ui-4.js',
      '/assets/ui-6.css',
      '/assets/icons-5.js',
    ]);
  });

  it("lists a signed-in page's scripts apart, without style sheets, and no public page there", () => {
    const urls = new Map([
      ['/login', ['app/routes/auth/login']],
      ['/profile', ['app/layouts/app-layout', 'app/routes/app/profile']],
    ]);
    const scripts = pageChunks(chunks, '/web/src', urls);
    // The layout's chunk (shared with a public page), what it imports, then the page's own.
    expect(scripts['/profile']).toEqual([
      '/assets/shell-7.js',
      '/assets/ui-4.js',
      '/assets/icons-5.js',
      '/assets/profile-8.js',
    ]);
    expect(scripts['/login']).toBeUndefined();
  });

  it('stops the build when the route table names a module the build does not have', () => {
    expect(() =>
      routePreloads(chunks, '/web/src', new Map([['/gone', ['app/routes/public/gone']]])),
    ).toThrow('route-table.ts names app/routes/public/gone, which is in no chunk of the build');
  });
});
