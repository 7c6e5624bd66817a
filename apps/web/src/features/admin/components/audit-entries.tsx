import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { adminKeys } from '../api/admin-api';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  fetchAuditLog,
  fetchAuditNames,
  type Names,
} from '../api/audit-log';
import { DataTable, type DataTableColumn, type TableSort } from '@/features/data-table';
import { useCatalogueT } from '@/features/i18n';
import { type AdminMessage, catalogue } from '../catalogue';
import { usePagedSearch } from '../hooks/use-paged-search';
import { diffRows, type FieldChange, showValue } from '../utils/diff';
import { formatAdminDateTime } from '../utils/format';

/** The tables the log can be narrowed to, with the catalogue id of each one's name. */
const ENTITIES = [
  ['', 'admin.audit.entity.all'],
  ['attendance_records', 'admin.audit.entity.attendance_records'],
  ['leave_requests', 'admin.audit.entity.leave_requests'],
  ['correction_requests', 'admin.audit.entity.correction_requests'],
  ['memberships', 'admin.audit.entity.memberships'],
  ['organizations', 'admin.audit.entity.organizations'],
  ['groups', 'admin.audit.entity.groups'],
  ['group_members', 'admin.audit.entity.group_members'],
  ['group_join_codes', 'admin.audit.entity.group_join_codes'],
  ['class_sessions', 'admin.audit.entity.class_sessions'],
  ['shifts', 'admin.audit.entity.shifts'],
  ['face_data', 'admin.audit.entity.face_data'],
  ['devices', 'admin.audit.entity.devices'],
] as const;

const ACTION_VARIANT: Record<string, BadgeVariant> = {
  insert: 'success',
  update: 'brand',
  delete: 'danger',
};

function DiffList({ entry, changes }: { entry: AuditEntry; changes: FieldChange[] }) {
  return (
    <dl
      className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs"
      data-testid="audit-diff"
    >
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-mono text-slate-500">{c.field}</dt>
          <dd className="min-w-0 break-words text-slate-800">
            {entry.action === 'update' ? (
              <>
                <span className="text-red-700 line-through decoration-red-300">
                  {showValue(c.before)}
                </span>{' '}
                → <span className="text-emerald-800">{showValue(c.after)}</span>
              </>
            ) : (
              showValue(entry.action === 'delete' ? c.before : c.after)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An update shows what changed; a new or deleted row folds its fields away until asked. */
function EntryDiff({ entry }: { entry: AuditEntry }) {
  const t = useCatalogueT(catalogue);
  const changes = diffRows(entry.before, entry.after);
  if (!changes.length) return <p className="text-xs text-slate-500">{t('admin.audit.noField')}</p>;
  if (entry.action === 'update' && changes.length <= 6) {
    return <DiffList entry={entry} changes={changes} />;
  }
  const what =
    entry.action === 'update'
      ? t('admin.audit.fieldsChanged', { count: changes.length })
      : entry.action === 'delete'
        ? t('admin.audit.deleted', { count: changes.length })
        : t('admin.audit.added', { count: changes.length });
  return (
    <details className="group text-xs">
      <summary className="cursor-pointer select-none font-medium text-brand-700 hover:underline">
        {what}
      </summary>
      <div className="mt-2">
        <DiffList entry={entry} changes={changes} />
      </div>
    </details>
  );
}

/** A person, a kiosk (naming who started it is the kiosk list's job), or the server itself. */
function describeActor(
  entry: AuditEntry,
  names: Names | undefined,
  t: ReturnType<typeof useCatalogueT<AdminMessage>>,
): string {
  if (entry.actor_id) {
    // A person without a name or e-mail is "User"; one not (yet) looked up, "a user".
    if (!names?.people.has(entry.actor_id)) return t('admin.audit.aUser');
    return names.people.get(entry.actor_id) ?? t('admin.audit.user');
  }
  if (entry.actor_device_id) {
    const name = names?.devices.get(entry.actor_device_id) ?? t('admin.audit.unknown');
    return t('admin.audit.kiosk', { name });
  }
  return t('admin.audit.system');
}

/** public.audit_log on the shared data table: who changed what and when, one server page at a time. */
export function AuditEntries() {
  const t = useCatalogueT(catalogue);
  const search = usePagedSearch(['entity']);
  const entity = search.extra.entity ?? '';
  const [sort, setSort] = useState<TableSort>({ id: 'when', desc: true });
  const query = { page: search.page, entity, q: search.q, oldestFirst: !sort.desc };
  const log = useQuery({
    queryKey: [...adminKeys.auditLog(query), query.oldestFirst],
    queryFn: () => fetchAuditLog(query),
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.entries ?? [];
  const ids = (pick: (entry: AuditEntry) => string | null) =>
    [...new Set(entries.map(pick).filter((id): id is string => Boolean(id)))].sort();
  const actorIds = ids((e) => e.actor_id);
  const orgIds = ids((e) => e.org_id);
  const deviceIds = ids((e) => e.actor_device_id);
  const names = useQuery({
    queryKey: adminKeys.names([...actorIds, ...orgIds, ...deviceIds]),
    queryFn: () => fetchAuditNames(actorIds, orgIds, deviceIds),
    enabled: log.isSuccess,
    staleTime: 5 * 60_000,
  });
  const columns = useMemo<Array<DataTableColumn<AuditEntry>>>(
    () => [
      {
        id: 'change',
        header: t('admin.audit.change'),
        hideable: false,
        cell: (entry) => (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={ACTION_VARIANT[entry.action] ?? 'neutral'}>{entry.action}</Badge>
            <span className="font-mono text-slate-800">{entry.entity}</span>
          </span>
        ),
      },
      {
        id: 'actor',
        header: t('admin.audit.by'),
        cell: (entry) => (
          <span className="font-medium text-slate-900">{describeActor(entry, names.data, t)}</span>
        ),
      },
      {
        id: 'organization',
        header: t('admin.audit.organization'),
        cell: (entry) =>
          entry.org_id ? (
            (names.data?.organizations.get(entry.org_id) ?? t('admin.audit.anOrganization'))
          ) : (
            <span className="text-slate-400">—</span>
          ),
      },
      {
        id: 'when',
        header: t('admin.audit.when'),
        sortable: true,
        className: 'whitespace-nowrap px-4 py-3 text-xs text-slate-600',
        cell: (entry) => formatAdminDateTime(entry.created_at),
      },
      {
        id: 'record',
        header: t('admin.audit.record'),
        defaultHidden: true,
        className: 'px-4 py-3 font-mono text-xs text-slate-600',
        cell: (entry) => entry.entity_id ?? '—',
      },
      {
        id: 'diff',
        header: t('admin.audit.whatChanged'),
        hideable: false,
        className: 'min-w-64 px-4 py-3',
        cell: (entry) => <EntryDiff entry={entry} />,
      },
    ],
    [names.data, t],
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label={t('admin.audit.whatChanged')}>
          <Select value={entity} onChange={(e) => search.setExtra('entity', e.target.value)}>
            {ENTITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.audit.record')} hint={t('admin.audit.recordHint')}>
          <Input
            value={search.text}
            onChange={(e) => search.setText(e.target.value.trim())}
            placeholder={t('admin.audit.recordPlaceholder')}
          />
        </FormField>
      </div>
      <DataTable
        tableId="admin-audit"
        label={t('admin.audit.table')}
        columns={columns}
        rows={log.data?.entries}
        total={log.data?.total ?? 0}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={(entry) => `${entry.action} ${entry.entity}`}
        page={search.page - 1}
        pageSize={AUDIT_PAGE_SIZE}
        onPageChange={(page) => search.setPage(page + 1)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          search.setPage(1);
        }}
        isLoading={log.isPending}
        isFetching={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty={
          <EmptyState
            icon={History}
            title={t('admin.audit.none')}
            description={t('admin.audit.noneText')}
          />
        }
        testId="audit-entries"
        rowTestId="audit-entry"
        cardTestId="audit-entry"
        rowData={(entry) => ({ 'data-entity': entry.entity })}
      />
    </div>
  );
}
