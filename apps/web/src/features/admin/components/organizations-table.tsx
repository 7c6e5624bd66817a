import { formatNumber } from '@ias/shared';
import { Building2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonTable } from '@/components/ui/skeleton';
import { adminKeys, listOrganizations } from '../api/admin-api';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { usePagedList } from '../hooks/use-paged-list';
import { formatAdminDate } from '../utils/format';
import { PagedList } from './paged-list';
import { SearchBox } from './search-pager';

/** Every organisation: search by name, 25 a page, with owner and head-count. */
export function OrganizationsTable() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { search, list: orgs } = usePagedList(adminKeys.organizations, listOrganizations);
  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label={t('admin.orgs.search')}
        placeholder={t('admin.orgs.searchPlaceholder')}
      />
      <PagedList
        query={orgs}
        pageOf={(data) => data}
        isEmpty={(data) => data.organizations.length === 0}
        skeleton={<SkeletonTable columns={6} rows={8} />}
        empty={
          <EmptyState
            icon={Building2}
            title={search.q ? t('admin.orgs.noMatch', { q: search.q }) : t('admin.orgs.none')}
            description={t('admin.orgs.noneText')}
          />
        }
        noun={(count) => t('admin.noun.organizations', { count })}
        onPage={search.setPage}
      >
        {(data) => (
          <Card
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={t('admin.orgs.region')}
          >
            <table
              className="w-full min-w-[40rem] text-left text-sm"
              data-testid="admin-organizations"
            >
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.orgs.organization')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.orgs.owner')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('admin.orgs.members')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('admin.orgs.waiting')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.orgs.created')}
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
                          {o.kind === 'institute'
                            ? t('admin.orgs.institute')
                            : t('admin.orgs.company')}
                        </Badge>
                        {o.is_demo ? <Badge variant="warning">{t('admin.demo')}</Badge> : null}
                        <span className="text-xs text-slate-500">{o.timezone}</span>
                      </p>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{o.owner_email ?? '—'}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatNumber(o.members, locale)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatNumber(o.pending, locale)}
                    </td>
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
