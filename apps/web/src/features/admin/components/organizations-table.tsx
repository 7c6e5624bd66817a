import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { adminKeys, listOrganizations } from '../api/admin-api';
import { usePagedSearch } from '../hooks/use-paged-search';
import { formatAdminDate } from '../utils/format';
import { AdminError } from './admin-error';
import { Pager, SearchBox } from './search-pager';

/** Every organisation: search by name, 25 a page, with owner and head-count. */
export function OrganizationsTable() {
  const search = usePagedSearch();
  const query = { q: search.q, page: search.page };
  const orgs = useQuery({
    queryKey: adminKeys.organizations(query),
    queryFn: () => listOrganizations(query),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label="Search organisations"
        placeholder="Search by name"
      />
      {orgs.isPending ? (
        <Spinner />
      ) : orgs.error ? (
        <AdminError error={orgs.error} onRetry={() => void orgs.refetch()} />
      ) : orgs.data.organizations.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={search.q ? `No organisation matches “${search.q}”` : 'No organisations yet'}
          description="Institutes and companies appear here when their owners create them."
        />
      ) : (
        <>
          <Card className="overflow-x-auto">
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
                {orgs.data.organizations.map((o) => (
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
          <Pager
            page={orgs.data.page}
            pageSize={orgs.data.pageSize}
            total={orgs.data.total}
            noun="organisations"
            onPage={search.setPage}
          />
        </>
      )}
    </div>
  );
}
