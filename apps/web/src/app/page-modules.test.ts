import { describe, expect, it } from 'vitest';
import { pageModules } from './page-modules';
import { NOT_FOUND_PAGE, pageModulesByUrl } from './route-table';

describe('the route table and the page modules', () => {
  it('names exactly the modules the router loads lazily', () => {
    const named = new Set([...pageModulesByUrl().values(), [NOT_FOUND_PAGE]].flat());
    const loaded = new Set(
      Object.keys(pageModules).map((file) => file.replace(/^\/src\//, '').replace(/\.tsx$/, '')),
    );
    // A page in the table without a module would fail to load; a module under routes/ the table
    // does not name would become a chunk of its own that no route loads.
    expect([...named].filter((module) => !loaded.has(module))).toEqual([]);
    expect([...loaded].filter((module) => !named.has(module))).toEqual([]);
  });

  it('answers every SPEC.md dashboard and page below it', () => {
    const urls = pageModulesByUrl();
    expect(urls.get('/dashboard/student')).toEqual([
      'app/layouts/app-layout',
      'features/auth/components/role-route',
      'app/routes/app/dashboards/student',
    ]);
    expect(urls.get('/dashboard/company/people')).toEqual([
      'app/layouts/app-layout',
      'features/auth/components/role-route',
      'app/routes/app/owner/people',
    ]);
    expect(urls.get('/login')).toEqual(['app/routes/auth/login']);
    expect(urls.get('/')).toEqual(['app/routes/public/home']);
  });
});
