import { formatDate } from '@ias/shared';
import { Check, Download, FolderInput, UserMinus, X } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Avatar, Badge, Button } from '@/components/ui';
import { RowAction } from '@/components/ui/row-action';
import {
  DataTable,
  type DataTableColumn,
  downloadCsv,
  type TableSort,
  toCsv,
} from '@/features/data-table';
import { useCatalogueT, useLocale } from '@/features/i18n';
import type { Member, MemberSort } from '../api/members';
import { catalogue } from '../catalogue';
import { groupNames, memberNumber, ROLE_LABELS, STATUS_LABELS } from '../utils/member-labels';
import { type MemberAction, MemberActions } from './member-actions';

export type MemberBulkAction = 'move' | 'deactivate';

type Props = {
  members: Member[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
  timeZone: string;
  onAction: (action: MemberAction, member: Member) => void;
  onDecide: (member: Member, decision: 'approve' | 'reject') => void;
  decidingId: string | null;
  /** Opens the move or deactivate dialog for the selected members. */
  onBulk: (action: MemberBulkAction, members: Member[], clearSelection: () => void) => void;
  /** Reads every member matching the filters, for "Select all N matching". */
  selectAllMatching: () => Promise<Member[]>;
};

function StatusCell({
  member,
  onDecide,
  decidingId,
}: Pick<Props, 'onDecide' | 'decidingId'> & { member: Member }) {
  const t = useCatalogueT(catalogue);
  const status = STATUS_LABELS[member.status];
  if (member.status !== 'pending') {
    return (
      <Badge variant={status.variant}>
        {member.status === 'active' && !member.user_id
          ? t('people.status.activeNoAccount')
          : t(status.label)}
      </Badge>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant={status.variant}>{t(status.label)}</Badge>
      <RowAction
        icon={Check}
        label={t('people.approveName', { name: member.full_name })}
        className="h-7 px-2"
        onClick={() => onDecide(member, 'approve')}
        isLoading={decidingId === member.id}
      >
        {t('people.approve')}
      </RowAction>
      <RowAction
        icon={X}
        label={t('people.declineName', { name: member.full_name })}
        variant="outline"
        className="h-7 px-2"
        onClick={() => onDecide(member, 'reject')}
        disabled={decidingId === member.id}
      />
    </div>
  );
}

const SORTS = new Set<string>(['full_name', 'role', 'status', 'created_at']);

/**
 * Members in the shared data table (cards on phones): ordered by the server, columns to choose,
 * and bulk actions for the selected people — move to a group, deactivate, export CSV.
 */
export function MembersTable(props: Props) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { onAction, onDecide, decidingId, onBulk, timeZone, onSort } = props;

  const columns = useMemo<Array<DataTableColumn<Member>>>(
    () => [
      {
        id: 'full_name',
        header: t('people.column.name'),
        sortable: true,
        hideable: false,
        cell: (member) => (
          <div className="flex items-center gap-3">
            <Avatar name={member.full_name} src={member.photo_url} size="sm" />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{member.full_name}</p>
              <p className="truncate text-slate-500">{member.email ?? member.phone ?? '—'}</p>
            </div>
          </div>
        ),
      },
      {
        id: 'role',
        header: t('people.column.role'),
        sortable: true,
        cell: (member) => t(ROLE_LABELS[member.role]),
      },
      {
        id: 'number',
        header: t('people.column.number'),
        className: 'px-4 py-3 font-mono text-xs',
        cell: (member) => (
          <>
            {memberNumber(member) ?? <span className="text-slate-400">—</span>}
            {member.card_number ? (
              <span className="block text-slate-500">
                {t('people.cardNumber', { number: member.card_number })}
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'groups',
        header: t('people.column.groups'),
        className: 'max-w-48 px-4 py-3 text-slate-700',
        cell: (member) =>
          groupNames(member).join(', ') || <span className="text-slate-400">—</span>,
      },
      {
        id: 'status',
        header: t('people.column.status'),
        sortable: true,
        cell: (member) => (
          <StatusCell member={member} onDecide={onDecide} decidingId={decidingId} />
        ),
      },
      {
        id: 'created_at',
        header: t('people.column.added'),
        sortable: true,
        defaultHidden: true,
        cell: (member) => formatDate(member.created_at, locale, { timeZone }),
      },
      {
        id: 'actions',
        header: t('people.column.actions'),
        headerHidden: true,
        hideable: false,
        className: 'px-2 py-3 text-right',
        cell: (member) => <MemberActions member={member} onAction={onAction} />,
      },
    ],
    [t, locale, timeZone, onAction, onDecide, decidingId],
  );

  const exportCsv = (members: Member[]) =>
    downloadCsv(
      'people.csv',
      toCsv([
        [
          t('people.column.name'),
          t('people.column.role'),
          t('people.column.number'),
          t('people.column.card'),
          t('people.column.email'),
          t('people.column.phone'),
          t('people.column.groups'),
          t('people.column.status'),
        ],
        ...members.map((m) => [
          m.full_name,
          t(ROLE_LABELS[m.role]),
          memberNumber(m) ?? '',
          m.card_number ?? '',
          m.email ?? '',
          m.phone ?? '',
          groupNames(m).join('; '),
          t(STATUS_LABELS[m.status].label),
        ]),
      ]),
    );

  const sortChange = useCallback(
    (sort: TableSort) => SORTS.has(sort.id) && onSort(sort as MemberSort),
    [onSort],
  );

  return (
    <DataTable
      tableId="people"
      label={t('people.table.label')}
      columns={columns}
      rows={props.members}
      total={props.total}
      getRowId={(member) => member.id}
      getRowLabel={(member) => member.full_name}
      page={props.page}
      pageSize={props.pageSize}
      onPageChange={props.onPage}
      sort={props.sort}
      onSortChange={sortChange}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      error={props.error}
      onRetry={props.onRetry}
      empty={props.empty}
      rowTestId="member-row"
      cardTestId="member-card"
      selectAllMatching={props.selectAllMatching}
      bulkActions={(selected, clear) => (
        <>
          <Button size="sm" variant="outline" onClick={() => onBulk('move', selected, clear)}>
            <FolderInput aria-hidden="true" className="h-4 w-4" /> {t('people.bulk.move')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => exportCsv(selected)}>
            <Download aria-hidden="true" className="h-4 w-4" /> {t('people.bulk.export')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onBulk('deactivate', selected, clear)}>
            <UserMinus aria-hidden="true" className="h-4 w-4" /> {t('people.bulk.deactivate')}
          </Button>
        </>
      )}
    />
  );
}
