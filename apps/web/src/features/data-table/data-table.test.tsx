import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { runForEach } from './bulk';
import { BulkProgress, useBulkProgress } from './bulk-progress';
import { toCsv } from './csv';
import { DataTable, type DataTableColumn } from './data-table';
import { fetchAllPages, type PageRequest, type PageResult, useServerPage } from './use-server-page';
import { useBrowserLayout } from './test-layout';

type Person = { id: string; name: string; email: string };
const people: Person[] = Array.from({ length: 60 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  email: `p${i + 1}@example.com`,
}));

const columns: Array<DataTableColumn<Person>> = [
  { id: 'name', header: 'Name', sortable: true, hideable: false, cell: (p) => p.name },
  { id: 'email', header: 'E-mail', cell: (p) => p.email },
];

/** Stands in for a data API read: the rows of the asked range, in the asked order. */
const fetchPage = vi.fn(async ({ from, to, sort }: PageRequest): Promise<PageResult<Person>> => {
  const ordered = sort.desc ? [...people].reverse() : people;
  return { rows: ordered.slice(from, to + 1), total: people.length };
});
const onBulk = vi.fn();

function Harness({
  withBulk = true,
  allMatching = false,
}: {
  withBulk?: boolean;
  allMatching?: boolean;
}) {
  const table = useServerPage({
    queryKey: ['test-people'],
    fetchPage,
    initialSort: { id: 'name', desc: false },
  });
  return (
    <DataTable
      tableId="test"
      label="Test people"
      columns={columns}
      rows={table.query.data?.rows}
      total={table.query.data?.total ?? 0}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={table.setPage}
      sort={table.sort}
      onSortChange={table.setSort}
      isLoading={table.query.isLoading}
      error={table.query.error}
      onRetry={() => void table.query.refetch()}
      empty={<p>Nobody here yet</p>}
      rowTestId="person-row"
      cardTestId="person-card"
      selectAllMatching={allMatching ? () => fetchAllPages(fetchPage, table.sort) : undefined}
      bulkActions={
        withBulk
          ? (selected, clear) => (
              <button type="button" onClick={() => (onBulk(selected.map((p) => p.id)), clear())}>
                Do it
              </button>
            )
          : undefined
      }
    />
  );
}

function setPhone(isPhone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: isPhone && query.includes('max-width: 639px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  fetchPage.mockClear();
  onBulk.mockClear();
  window.localStorage.clear();
  setPhone(false);
});
afterEach(cleanup);

describe('DataTable with a server-paged source', () => {
  it('shows skeleton rows, then asks the server for exactly the rows of each page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // The table's own shape while it loads: its header, and rows of one cell per column.
    const skeletonRows = screen.getAllByTestId('skeleton-row');
    expect(skeletonRows.length).toBeGreaterThan(0);
    const columns = screen.getAllByRole('columnheader').length;
    expect(skeletonRows[0]!.querySelectorAll('td')).toHaveLength(columns);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Person 01')).toBeTruthy();
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchPage).toHaveBeenLastCalledWith({
      from: 0,
      to: 24,
      sort: { id: 'name', desc: false },
    });
    expect(screen.getAllByTestId('person-row')).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 60')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 26')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({
      from: 25,
      to: 49,
      sort: { id: 'name', desc: false },
    });
    expect(screen.getByText('Showing 26–50 of 60')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    // Ordering is the server's: the sortable header is a button, and the order goes with the read.
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    expect(await screen.findByText('Person 60')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({
      from: 0,
      to: 24,
      sort: { id: 'name', desc: true },
    });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // A column that is not sortable says nothing about order.
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('selects rows with labelled checkboxes and offers the bulk bar for them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByText('Person 01');
    expect(screen.queryByTestId('bulk-bar')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 05' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(within(bar).getByRole('button', { name: 'Do it' }));
    expect(onBulk).toHaveBeenCalledWith(['p2', 'p5']);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();

    await user.click(all);
    expect(within(screen.getByTestId('bulk-bar')).getByText('25 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();

    // Selection belongs to the page on screen: after paging on, nothing is selected.
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 03' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Person 26');
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
  });

  it('selects every matching row on every page when asked, and the action gets them all', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness allMatching />);
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    // Only offered once the whole page is selected.
    expect(screen.queryByRole('button', { name: /Select all \d+ matching/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fetchPage.mockClear();
    await user.click(screen.getByRole('button', { name: 'Select all 60 matching' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(
      await within(bar).findByText('All 60 matching rows selected, on every page'),
    ).toBeTruthy();
    // Read in pages of at most the data API's 1,000 rows.
    expect(fetchPage).toHaveBeenCalledWith({ from: 0, to: 999, sort: { id: 'name', desc: false } });
    await user.click(within(bar).getByRole('button', { name: 'Do it' }));
    expect(onBulk).toHaveBeenCalledWith(people.map((p) => p.id));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('has no selection column without bulk actions', async () => {
    renderWithProviders(<Harness withBulk={false} />);
    await screen.findByText('Person 01');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows cards instead of a table on phones, with the same selection', async () => {
    setPhone(true);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByText('Person 01');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('person-card');
    expect(cards).toHaveLength(25);
    expect(within(cards[0]!).getByText('E-mail')).toBeTruthy();
    expect(within(cards[0]!).getByText('p1@example.com')).toBeTruthy();
    await user.click(within(cards[2]!).getByRole('checkbox', { name: 'Select Person 03' }));
    expect(within(screen.getByTestId('bulk-bar')).getByText('1 selected')).toBeTruthy();
  });

  it('remembers hidden columns per table in localStorage', async () => {
    window.localStorage.setItem('ias.table.test.hidden', JSON.stringify(['email']));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByText('Person 01');
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    // The menu stays open for more choices; Escape closes it.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: 'E-mail' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('ias.table.test.hidden')!)).toEqual([]);
  });

  it('names a failed read and reads again on Try again; says so when there are no rows', async () => {
    fetchPage.mockRejectedValueOnce(new Error('The server is not answering'));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 01')).toBeTruthy();
    cleanup();

    fetchPage.mockResolvedValueOnce({ rows: [], total: 0 });
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Nobody here yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

const many: Person[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `m${i + 1}`,
  name: `Member ${String(i + 1).padStart(4, '0')}`,
  email: `m${i + 1}@example.com`,
}));

/** All rows on one page (a report computed at once): long enough to be virtualised. */
function LongList({
  rows = many,
  page = 0,
  total = rows.length,
}: {
  rows?: Person[];
  page?: number;
  total?: number;
}) {
  return (
    <DataTable
      tableId="long"
      label="Members"
      columns={columns}
      rows={rows}
      total={total}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      page={page}
      pageSize={rows.length}
      onPageChange={() => {}}
      isLoading={false}
      empty={<p>Nobody</p>}
      rowTestId="member-row"
      cardTestId="member-card"
      rowHeader="name"
      scrollTestId="member-scroll"
      rowData={(p) => ({ 'data-member': p.id })}
    />
  );
}

describe('DataTable with a long list', () => {
  useBrowserLayout();

  it('draws only the rows in view, tells screen readers where they sit, and draws more on scroll', async () => {
    renderWithProviders(<LongList />);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const drawn = screen.getAllByTestId('member-row');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(drawn[0]!).getByRole('rowheader', { name: 'Member 0001' })).toBeTruthy();
    expect(drawn[0]!.getAttribute('data-member')).toBe('m1');
    // The header stays in the scrolling box (sticky), and a spacer keeps the full height.
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Name');
    expect(screen.getAllByTestId('virtual-spacer')).toHaveLength(1);
    expect(screen.queryByText('Member 0900')).toBeNull();

    const scroller = screen.getByTestId('member-scroll');
    scroller.scrollTop = 900 * 49;
    scroller.dispatchEvent(new Event('scroll'));
    expect(await screen.findByText('Member 0900')).toBeTruthy();
    expect(screen.queryByText('Member 0001')).toBeNull();
    const row900 = screen.getByText('Member 0900').closest('tr')!;
    expect(row900.getAttribute('aria-rowindex')).toBe('901');
    expect(screen.getAllByTestId('virtual-spacer')).toHaveLength(2);
  });

  it('numbers rows across server pages and draws every row of a short page', async () => {
    renderWithProviders(<LongList rows={many.slice(50, 75)} page={2} total={1000} />);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const drawn = screen.getAllByTestId('member-row');
    expect(drawn).toHaveLength(25);
    expect(screen.queryByTestId('virtual-spacer')).toBeNull();
    // Page 3 of 25 rows: its first row is the 51st of the list, row 52 counting the header.
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('52');
  });

  it('virtualises the cards on phones too', async () => {
    setPhone(true);
    renderWithProviders(<LongList />);
    const cards = await screen.findAllByTestId('member-card');
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.length).toBeLessThan(40);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('fetchAllPages', () => {
  it('reads range after range of at most 1,000 rows until the total', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => i);
    const read = vi.fn(async ({ from, to }: PageRequest) => ({
      rows: rows.slice(from, to + 1),
      total: rows.length,
    }));
    const progress = vi.fn();
    const all = await fetchAllPages(read, { id: 'n', desc: false }, progress);
    expect(all).toEqual(rows);
    expect(read.mock.calls.map(([r]) => [r.from, r.to])).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
    expect(progress).toHaveBeenLastCalledWith(2500, 2500);
  });
});

describe('runForEach', () => {
  it('tells its progress after each row', async () => {
    const progress = vi.fn();
    await runForEach([1, 2, 3], async () => {}, 2, progress);
    expect(progress.mock.calls.map(([done]) => done)).toEqual([1, 2, 3]);
    expect(progress).toHaveBeenLastCalledWith(3, 3);
  });

  it('runs every row and reports the failures per row, in order', async () => {
    const outcome = await runForEach([1, 2, 3, 4, 5], async (n) => {
      if (n % 2 === 0) throw new Error(`refused ${n}`);
    });
    expect(outcome.done).toEqual([1, 3, 5]);
    expect(outcome.failed.map((f) => [f.row, (f.error as Error).message])).toEqual([
      [2, 'refused 2'],
      [4, 'refused 4'],
    ]);
  });
});

/** A bulk run whose rows finish when the test says, showing its progress. */
function ProgressHarness({ rows }: { rows: Array<Promise<void>> }) {
  const { progress, onProgress } = useBulkProgress();
  return (
    <>
      <button type="button" onClick={() => void runForEach(rows, (row) => row, 1, onProgress)}>
        Run
      </button>
      <BulkProgress progress={progress} />
    </>
  );
}

describe('BulkProgress', () => {
  it('shows "n of N done" as each row of a bulk run finishes', async () => {
    const settle: Array<() => void> = [];
    const rows = Array.from(
      { length: 3 },
      () => new Promise<void>((resolve) => settle.push(resolve)),
    );
    renderWithProviders(<ProgressHarness rows={rows} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    settle[0]!();
    const bar = await screen.findByRole('progressbar', { name: '1 of 3 done' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '1',
      '3',
    ]);
    settle[1]!();
    settle[2]!();
    await screen.findByRole('progressbar', { name: '3 of 3 done' });
    expect(screen.getByText('3 of 3 done').tagName).toBe('P');
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Rao, Asha', '=1+1'],
        ['Say "hi"', '@x'],
      ]),
    ).toBe('\uFEFFName,Note\r\n"Rao, Asha",\'=1+1\r\n"Say ""hi""",\'@x\r\n');
  });
});
