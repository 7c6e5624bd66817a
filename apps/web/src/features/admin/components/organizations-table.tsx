import { Building2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { adminKeys, listOrganizations } from '../api/admin-api';
import { usePagedList } from '../hooks/use-paged-list';
import { formatAdminDate } from '../utils/format';
import { PagedList } from './paged-list';
import { SearchBox } from './search-pager';

/** Every organisation: search by name, 25 a page, with owner and head-count. */
export function OrganizationsTable() {
  const { search, list: orgs } = usePagedList(adminKeys.organizations, listOrganizations);
  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label="Search organisations"
        placeholder="Search by name"
      />
      <PagedList
        query={orgs}
        pageOf={(data) => data}
        isEmpty={(data) => data.organizations.length === 0}
        empty={
          <EmptyState
            icon={Building2}
            title={search.q ? `No organisation matches “${search.q}”` : 'No organisations yet'}
            description="Institutes and companies appear here when their owners create them."
          />
        }
        noun="organisations"
        onPage={search.setPage}
      >
        {(data) => (
          <Card
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Organisations, scrolls sideways"
          >
            <table
              className="w-full min-w-[40rem] text-left text-sm"
              data-testid="admin-organizations"
            >
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Organisation
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Owner
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Members
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Waiting
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Created
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.organizations.map((o) => (
                  <tr key={o.id} data-testid="admin-organization-row">
                    <td className="px-4 py-3">
                      <p className="font-medium text-slate-900">{o.name}</p>
                      <p className="flex flex-wrap gap-1 pt-0.5">
                        <Badge variant={o.kind === 'institute' ? 'brand' : 'purple'}>
                          {o.kind === 'institute' ? 'Institute' : 'Company'}
                        </Badge>
                        {o.is_demo ? <Badge variant="warning">Demo</Badge> : null}
                        <span className="text-xs text-slate-500">{o.timezone}</span>
                      </p>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{o.owner_email ?? '—'}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{o.members}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{o.pending}</td>
                    <td className="px-4 py-3 text-slate-600">{formatAdminDate(o.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </PagedList>
    </div>
  );
}
