import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Columns3 } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { formatNumber } from '@ias/shared';
import { Alert, Button } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from './catalogue';
import { useHiddenColumns } from './column-choice';
import { useMediaQuery } from '@/lib/use-media-query';
import type { TableSort } from './use-server-page';

export type DataTableColumn<T> = {
  id: string;
  /** The column's name (in the header, the column menu and the phone card). */
  header: string;
  cell: (row: T) => ReactNode;
  /** Ordered by the server: the id is what `sort.id` names. */
  sortable?: boolean;
  /** The column's name is for screen readers only (a row's action menu). */
  headerHidden?: boolean;
  /** Hidden until the person shows it; `false` means it cannot be hidden. */
  hideable?: boolean;
  defaultHidden?: boolean;
  className?: string;
};

export type DataTableProps<T> = {
  /** Names the table in localStorage (its column choice) and in ids. */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  columns: Array<DataTableColumn<T>>;
  rows: T[] | undefined;
  total: number;
  getRowId: (row: T) => string;
  /** What a row is called, for its selection checkbox ("Select Asha Rao"). */
  getRowLabel: (row: T) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  isLoading: boolean;
  /** A newer page is being read while the last one shows. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows (say what to do next). */
  empty: ReactNode;
  /** Row selection with a bar of actions for the selected rows. */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /**
   * Reads every row that matches the list's filters (all pages, e.g. with `fetchAllPages`): with
   * it, a selected page offers "Select all N matching" and the bulk actions get all of them.
   */
  selectAllMatching?: () => Promise<T[]>;
  rowTestId?: string;
  cardTestId?: string;
  testId?: string;
  /** The column whose cell names the row (a `th scope="row"`). */
  rowHeader?: string;
  /** Extra classes and data attributes of a row (and of its card on phones). */
  rowClassName?: (row: T) => string | undefined;
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** The scrolling box around the table, for tests. */
  scrollTestId?: string;
  /** More rows than this on screen at once are virtualised (only those in view are drawn). */
  virtualiseFrom?: number;
};

const SKELETON_ROWS = 5;
/** Lists longer than this draw only the rows in view (plus a few either side). */
export const VIRTUALISE_FROM = 60;
const ROW_ESTIMATE = 49;
const CARD_ESTIMATE = 140;
const PHONE = '(max-width: 639px)';

function SelectBox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      checked={checked}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

const ariaSort = (sort: TableSort | undefined, id: string) =>
  sort?.id !== id ? 'none' : sort.desc ? 'descending' : 'ascending';

/**
 * The one list of the app: a page of rows read by the server (`useServerPage`), ordered and
 * filtered there, with column choice (remembered per table), a sticky header, row selection with
 * a bar of bulk actions, skeleton rows while loading, empty and error states, and cards on phones.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const isPhone = useMediaQuery(PHONE);
  const { columns, rows, getRowId, bulkActions, sort, onSortChange } = props;
  const selectable = Boolean(bulkActions);
  const { hidden, toggle } = useHiddenColumns(
    props.tableId,
    columns.filter((c) => c.defaultHidden).map((c) => c.id),
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  // Selection holds rows of the page on screen only: a row that left it is no longer selected.
  const rowIds = useMemo(() => new Set((rows ?? []).map(getRowId)), [rows, getRowId]);
  useEffect(() => {
    setRowSelection((current) => {
      const kept = Object.keys(current).filter((id) => current[id] && rowIds.has(id));
      return kept.length === Object.keys(current).length
        ? current
        : Object.fromEntries(kept.map((id) => [id, true]));
    });
  }, [rowIds]);

  const columnDefs = useMemo<Array<ColumnDef<T>>>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        enableHiding: column.hideable !== false,
        enableSorting: Boolean(column.sortable),
        meta: column,
      })),
    [columns],
  );
  const columnVisibility = useMemo<VisibilityState>(
    () =>
      Object.fromEntries(
        columns.map((c) => [c.id, c.hideable === false || !hidden.includes(c.id)]),
      ),
    [columns, hidden],
  );
  const table = useReactTable({
    data: rows ?? [],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: selectable,
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: setRowSelection,
  });
  // "All matching" holds every row of every page, read when asked; it lasts until cleared or
  // until the list's total changes (a filter or a bulk action changed what matches).
  const [allMatching, setAllMatching] = useState<{ rows: T[]; total: number } | null>(null);
  const [readingAll, setReadingAll] = useState(false);
  const [allError, setAllError] = useState<unknown>(null);
  const matching = allMatching?.total === props.total ? allMatching.rows : null;
  const pageSelected = table.getSelectedRowModel().rows.map((row) => row.original);
  const selected = matching ?? pageSelected;
  const clearSelection = () => {
    setRowSelection({});
    setAllMatching(null);
  };
  const { selectAllMatching } = props;
  const readAllMatching = async () => {
    if (!selectAllMatching) return;
    setReadingAll(true);
    setAllError(null);
    try {
      setAllMatching({ rows: await selectAllMatching(), total: props.total });
    } catch (error) {
      setAllError(error);
    } finally {
      setReadingAll(false);
    }
  };
  const offerAll =
    Boolean(selectAllMatching) &&
    !matching &&
    table.getIsAllPageRowsSelected() &&
    props.total > (rows?.length ?? 0);
  const visible = table.getVisibleLeafColumns();
  const metaOf = (id: string) => columns.find((c) => c.id === id)!;
  const modelRows = table.getRowModel().rows;

  // Long lists: only the rows in view are in the document, between two spacers that keep the
  // scroll height; the sticky header stays, and aria-rowcount/aria-rowindex tell screen readers
  // where each drawn row sits in the whole list.
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualise = modelRows.length > (props.virtualiseFrom ?? VIRTUALISE_FROM);
  const virtualizer = useVirtualizer({
    count: virtualise ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (isPhone ? CARD_ESTIMATE : ROW_ESTIMATE),
    overscan: 8,
    initialRect: { width: 1024, height: 720 },
  });
  const items = virtualise
    ? virtualizer.getVirtualItems()
    : modelRows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtualise ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtualise
    ? Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0))
    : 0;
  const measure = virtualise ? virtualizer.measureElement : undefined;
  const extra = (row: T) => props.rowData?.(row) ?? {};

  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const first = props.total ? props.page * props.pageSize + 1 : 0;
  // The header is row 1; the first row of this page is row `first + 1` of the whole list.
  const rowCount = Math.max(props.total, rows?.length ?? 0) + 1;
  const last = Math.min(props.total, (props.page + 1) * props.pageSize);
  const number = (value: number) => formatNumber(value, locale);
  // A page past the end (its rows were removed or filtered away) goes back to the last one.
  const { page, onPageChange } = props;
  const isPastEnd = rows !== undefined && rows.length === 0 && page > 0 && page >= pages;
  useEffect(() => {
    if (isPastEnd) onPageChange(pages - 1);
  }, [isPastEnd, pages, onPageChange]);

  const sortButton = (column: DataTableColumn<T>) => {
    const current = sort?.id === column.id ? sort : null;
    const Icon = !current ? ArrowUpDown : current.desc ? ArrowDown : ArrowUp;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onClick={() => onSortChange?.({ id: column.id, desc: current ? !current.desc : false })}
        title={t('data-table.sortBy', { column: column.header })}
      >
        {column.header}
        <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    );
  };

  const pageBox = (
    <SelectBox
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      label={t('data-table.selectAll')}
      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
    />
  );

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {selectable && selected.length ? (
        <div
          role="group"
          aria-label={t('data-table.bulkActions')}
          className="flex flex-1 flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2"
          data-testid="bulk-bar"
        >
          <span className="text-sm font-semibold text-slate-900" aria-live="polite">
            {matching
              ? t('data-table.allMatchingSelected', { count: matching.length })
              : t('data-table.selected', { count: selected.length })}
          </span>
          {offerAll ? (
            <Button
              variant="outline"
              size="sm"
              disabled={readingAll}
              onClick={() => void readAllMatching()}
            >
              {readingAll
                ? t('data-table.selectingAll')
                : t('data-table.selectAllMatching', { total: number(props.total) })}
            </Button>
          ) : null}
          {allError ? (
            <span className="text-sm text-red-700" role="alert">
              {describeError(allError)}
            </span>
          ) : null}
          {bulkActions!(selected, clearSelection)}
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            {t('data-table.clearSelection')}
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-2">
          {selectable && isPhone && rows?.length ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">{pageBox}</label>
          ) : null}
        </div>
      )}
      {isPhone ? null : (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="outline" size="sm" aria-label={t('data-table.columnsLabel')}>
              <Columns3 aria-hidden="true" className="h-4 w-4" /> {t('data-table.columns')}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            >
              {columns
                .filter((c) => c.hideable !== false)
                .map((c) => (
                  <DropdownMenu.CheckboxItem
                    key={c.id}
                    className="flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
                    checked={!hidden.includes(c.id)}
                    onCheckedChange={(checked) => toggle(c.id, checked === true)}
                    onSelect={(event) => event.preventDefault()}
                  >
                    <span className="flex h-4 w-4 items-center justify-center">
                      <DropdownMenu.ItemIndicator>
                        <Check aria-hidden="true" className="h-4 w-4" />
                      </DropdownMenu.ItemIndicator>
                    </span>
                    {c.header}
                  </DropdownMenu.CheckboxItem>
                ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );

  let body: ReactNode;
  if (props.isLoading && !rows) {
    body = isPhone ? (
      <div role="status" aria-busy="true" data-testid="skeleton">
        <span className="sr-only">{t('data-table.loading')}</span>
        <ul className="space-y-3" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li
              key={i}
              className="h-24 animate-pulse rounded-2xl border border-slate-200 bg-slate-100"
              data-testid="skeleton-row"
            />
          ))}
        </ul>
      </div>
    ) : null;
  } else if (props.error && !rows) {
    body = (
      <Alert variant="error" title={t('data-table.errorTitle')}>
        {describeError(props.error)}{' '}
        {props.onRetry ? (
          <button type="button" className="font-semibold underline" onClick={props.onRetry}>
            {t('data-table.retry')}
          </button>
        ) : null}
      </Alert>
    );
  } else if (!rows?.length) {
    body = props.empty;
  } else if (isPhone) {
    const cards = (
      <ul
        className={virtualise ? '' : 'space-y-3'}
        aria-label={props.label}
        data-testid={props.testId}
        style={virtualise ? { paddingTop: padTop, paddingBottom: padBottom } : undefined}
      >
        {items.map(({ index }) => {
          const row = modelRows[index]!;
          const actions = visible.filter((c) => metaOf(c.id).headerHidden);
          const [title, ...rest] = visible.filter((c) => !metaOf(c.id).headerHidden);
          const label = props.getRowLabel(row.original);
          return (
            <li
              key={row.id}
              ref={measure}
              data-index={index}
              className={virtualise ? 'pb-3' : undefined}
              data-testid={props.cardTestId}
              {...extra(row.original)}
            >
              <div
                className={`flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${
                  props.rowClassName?.(row.original) ?? ''
                }`}
              >
                {selectable ? (
                  <div className="pt-0.5">
                    <SelectBox
                      checked={row.getIsSelected()}
                      label={t('data-table.selectRow', { name: label })}
                      onChange={(checked) => row.toggleSelected(checked)}
                    />
                  </div>
                ) : null}
                <div className="min-w-0 flex-1 space-y-1.5">
                  {title ? <div>{metaOf(title.id).cell(row.original)}</div> : null}
                  {rest.map((c) => (
                    <div key={c.id} className="text-sm">
                      <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
                        {metaOf(c.id).header}
                      </span>
                      {metaOf(c.id).cell(row.original)}
                    </div>
                  ))}
                </div>
                {actions.map((c) => (
                  <div key={c.id}>{metaOf(c.id).cell(row.original)}</div>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    );
    body = virtualise ? (
      <div
        ref={scrollRef}
        className="max-h-[70vh] overflow-auto"
        data-testid={props.scrollTestId}
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        {cards}
      </div>
    ) : (
      cards
    );
  }

  const showTable = !isPhone && (rows?.length || (props.isLoading && !rows));
  return (
    <div className="space-y-3">
      {toolbar}
      {props.error && rows ? (
        <Alert variant="error" title={t('data-table.errorTitle')}>
          {describeError(props.error)}{' '}
          {props.onRetry ? (
            <button type="button" className="font-semibold underline" onClick={props.onRetry}>
              {t('data-table.retry')}
            </button>
          ) : null}
        </Alert>
      ) : null}
      {showTable ? (
        <div
          ref={scrollRef}
          className={`max-h-[70vh] overflow-auto rounded-2xl border border-slate-200 bg-white ${
            props.isFetching && rows ? 'opacity-60 transition-opacity' : ''
          }`}
          aria-busy={props.isLoading || props.isFetching}
          data-testid={props.scrollTestId}
          tabIndex={0}
          role="region"
          aria-label={props.label}
        >
          {rows ? null : (
            <span role="status" className="sr-only" data-testid="skeleton">
              {t('data-table.loading')}
            </span>
          )}
          <table
            className="w-full min-w-max text-left text-sm"
            data-testid={props.testId}
            aria-rowcount={rows ? rowCount : undefined}
          >
            <caption className="sr-only">{props.label}</caption>
            <thead className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr aria-rowindex={rows ? 1 : undefined}>
                {selectable ? (
                  <th scope="col" className="w-10 px-4 py-3">
                    {rows?.length ? pageBox : null}
                  </th>
                ) : null}
                {visible.map((c) => {
                  const meta = metaOf(c.id);
                  return (
                    <th
                      key={c.id}
                      scope="col"
                      className="px-4 py-3"
                      aria-sort={meta.sortable ? ariaSort(sort, c.id) : undefined}
                    >
                      {meta.headerHidden ? (
                        <span className="sr-only">{meta.header}</span>
                      ) : meta.sortable && onSortChange ? (
                        sortButton(meta)
                      ) : (
                        flexRender(c.columnDef.header, { column: c, table } as never)
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {!rows
                ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                    <tr key={i} data-testid="skeleton-row" aria-hidden="true">
                      {selectable ? <td className="px-4 py-3" /> : null}
                      {visible.map((c) => (
                        <td key={c.id} className="px-4 py-3">
                          <div className="h-4 animate-pulse rounded bg-slate-200" />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {rows && padTop > 0 ? (
                <tr aria-hidden="true" data-testid="virtual-spacer">
                  <td colSpan={visible.length + (selectable ? 1 : 0)} style={{ height: padTop }} />
                </tr>
              ) : null}
              {rows
                ? items.map(({ index }) => {
                    const row = modelRows[index]!;
                    return (
                      <tr
                        key={row.id}
                        ref={measure}
                        data-index={index}
                        aria-rowindex={first + index + 1}
                        className={`align-middle ${row.getIsSelected() ? 'bg-brand-50' : (props.rowClassName?.(row.original) ?? '')}`}
                        data-testid={props.rowTestId}
                        {...extra(row.original)}
                      >
                        {selectable ? (
                          <td className="px-4 py-3">
                            <SelectBox
                              checked={row.getIsSelected()}
                              label={t('data-table.selectRow', {
                                name: props.getRowLabel(row.original),
                              })}
                              onChange={(checked) => row.toggleSelected(checked)}
                            />
                          </td>
                        ) : null}
                        {row.getVisibleCells().map((cell) => {
                          const Cell = cell.column.id === props.rowHeader ? 'th' : 'td';
                          return (
                            <Cell
                              key={cell.id}
                              scope={Cell === 'th' ? 'row' : undefined}
                              className={
                                metaOf(cell.column.id).className ??
                                `px-4 py-3 ${Cell === 'th' ? 'font-normal' : ''}`
                              }
                            >
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </Cell>
                          );
                        })}
                      </tr>
                    );
                  })
                : null}
              {rows && padBottom > 0 ? (
                <tr aria-hidden="true" data-testid="virtual-spacer">
                  <td
                    colSpan={visible.length + (selectable ? 1 : 0)}
                    style={{ height: padBottom }}
                  />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : (
        body
      )}
      {rows?.length || props.page > 0 ? (
        <nav
          aria-label={t('data-table.pages')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-slate-600" aria-live="polite">
            {props.total
              ? t('data-table.showing', {
                  first: number(first),
                  last: number(last),
                  total: number(props.total),
                })
              : t('data-table.none')}
          </p>
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={props.page === 0}
                onClick={() => props.onPageChange(props.page - 1)}
              >
                {t('data-table.previous')}
              </Button>
              <span className="text-sm text-slate-600">
                {t('data-table.pageOf', { page: number(props.page + 1), pages: number(pages) })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={props.page + 1 >= pages}
                onClick={() => props.onPageChange(props.page + 1)}
              >
                {t('data-table.next')}
              </Button>
            </div>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
