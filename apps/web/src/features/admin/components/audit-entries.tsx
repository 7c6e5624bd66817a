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
import { usePagedSearch } from '../hooks/use-paged-search';
import { diffRows, type FieldChange, showValue } from '../utils/diff';
import { formatAdminDateTime } from '../utils/format';

const ENTITIES = [
  ['', 'Everything'],
  ['attendance_records', 'Attendance records'],
  ['leave_requests', 'Leave requests'],
  ['correction_requests', 'Correction requests'],
  ['memberships', 'Memberships'],
  ['organizations', 'Organisations'],
  ['groups', 'Groups'],
  ['group_members', 'Group members'],
  ['group_join_codes', 'Group join links'],
  ['class_sessions', 'Timetable'],
  ['shifts', 'Shifts'],
  ['face_data', 'Face data'],
  ['devices', 'Kiosks'],
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
  const changes = diffRows(entry.before, entry.after);
  if (!changes.length) return <p className="text-xs text-slate-500">No field changed.</p>;
  if (entry.action === 'update' && changes.length <= 6) {
    return <DiffList entry={entry} changes={changes} />;
  }
  const what =
    entry.action === 'update'
      ? `${changes.length} fields changed`
      : entry.action === 'delete'
        ? `What was deleted (${changes.length} fields)`
        : `What was added (${changes.length} fields)`;
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
function describeActor(entry: AuditEntry, names: Names | undefined): string {
  if (entry.actor_id) return names?.people.get(entry.actor_id) ?? 'a user';
  if (entry.actor_device_id)
    return `kiosk “${names?.devices.get(entry.actor_device_id) ?? 'unknown'}”`;
  return 'the system';
}

/** public.audit_log on the shared data table: who changed what and when, one server page at a time. */
export function AuditEntries() {
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
        header: 'Change',
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
        header: 'By',
        cell: (entry) => (
          <span className="font-medium text-slate-900">{describeActor(entry, names.data)}</span>
        ),
      },
      {
        id: 'organization',
        header: 'Organisation',
        cell: (entry) =>
          entry.org_id ? (
            (names.data?.organizations.get(entry.org_id) ?? 'an organisation')
          ) : (
            <span className="text-slate-400">—</span>
          ),
      },
      {
        id: 'when',
        header: 'When',
        sortable: true,
        className: 'whitespace-nowrap px-4 py-3 text-xs text-slate-600',
        cell: (entry) => formatAdminDateTime(entry.created_at),
      },
      {
        id: 'record',
        header: 'Record id',
        defaultHidden: true,
        className: 'px-4 py-3 font-mono text-xs text-slate-600',
        cell: (entry) => entry.entity_id ?? '—',
      },
      {
        id: 'diff',
        header: 'What changed',
        hideable: false,
        className: 'min-w-64 px-4 py-3',
        cell: (entry) => <EntryDiff entry={entry} />,
      },
    ],
    [names.data],
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label="What changed">
          <Select value={entity} onChange={(e) => search.setExtra('entity', e.target.value)}>
            {ENTITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Record id" hint="Paste an id to see one record’s history.">
          <Input
            value={search.text}
            onChange={(e) => search.setText(e.target.value.trim())}
            placeholder="e.g. 3f2a…"
          />
        </FormField>
      </div>
      <DataTable
        tableId="admin-audit"
        label="Data changes"
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
            title="No changes recorded"
            description="Changes to organisations, people, timetables and attendance appear here."
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
