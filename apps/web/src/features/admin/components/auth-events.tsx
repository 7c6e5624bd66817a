import { KeyRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { adminKeys, listAuthEvents } from '../api/admin-api';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { usePagedList } from '../hooks/use-paged-list';
import { showValue } from '../utils/diff';
import { formatAdminDateTime } from '../utils/format';
import { PagedList } from './paged-list';
import { SearchBox } from './search-pager';

/** Sign-ins, sign-outs, password and factor changes, role changes and disabling. */
export function AuthEvents() {
  const t = useCatalogueT(catalogue);
  const { search, list: events } = usePagedList(adminKeys.authEvents, listAuthEvents);
  return (
    <div className="space-y-4">
      <SearchBox
        value={search.text}
        onChange={search.setText}
        label={t('admin.events.search')}
        placeholder={t('admin.events.searchPlaceholder')}
      />
      <PagedList
        query={events}
        pageOf={(data) => data}
        isEmpty={(data) => data.events.length === 0}
        empty={<EmptyState icon={KeyRound} title={t('admin.events.none')} />}
        noun={(count) => t('admin.noun.events', { count })}
        onPage={search.setPage}
      >
        {(data) => (
          <Card className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="auth-events">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.events.when')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.events.event')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.events.account')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('admin.events.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.events.map((e) => (
                  <tr key={e.id}>
                    <td className="whitespace-nowrap px-4 py-2.5 text-slate-600">
                      {formatAdminDateTime(e.created_at)}
                    </td>
                    <td className="px-4 py-2.5 font-mono text-xs text-slate-900">{e.action}</td>
                    <td className="px-4 py-2.5 text-slate-700">{e.email ?? '—'}</td>
                    <td
                      className="max-w-xs truncate px-4 py-2.5 text-xs text-slate-500"
                      title={showValue(e.payload)}
                    >
                      {e.ip_address ? `${e.ip_address} · ` : ''}
                      {e.payload && Object.keys(e.payload as object).length
                        ? showValue(e.payload)
                        : ''}
                    </td>
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
