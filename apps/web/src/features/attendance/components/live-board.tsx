import { ArrowRight, ChevronLeft, ChevronRight, Radio } from 'lucide-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMyDay } from '@/features/today/hooks/use-day';
import type { BoardFilter } from '../api/board';
import type { OrgSettings } from '../api/organization';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { useBoardPage } from '../hooks/use-board-page';
import { useLiveBoard } from '../hooks/use-live-board';
import { formatDay, formatTime } from '../utils/dates';
import { type BoardCounts, withLiveEntry } from '../utils/live-board';
import { isAttendanceStatus, STATUS_LABEL } from '../utils/status';
import { LiveBoardList } from './live-board-list';
import { LiveStatus } from './live-status';
import { QueryError } from './query-error';
import { StatTile } from './stat-tile';

/** People per page of the full board (the server counts everyone, however many). */
const PAGE_SIZE = 50;
/** A search is sent once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

type Filter = BoardFilter;

const TILES = [
  { key: 'in', label: 'attendance.board.tile.in', tone: 'success' },
  { key: 'late', label: 'attendance.board.tile.late', tone: 'warning' },
  { key: 'not_in', label: 'attendance.board.tile.notIn', tone: 'neutral' },
  { key: 'absent', label: 'attendance.board.tile.absent', tone: 'danger' },
  { key: 'left', label: 'attendance.board.tile.left', tone: 'brand' },
  { key: 'away', label: 'attendance.board.tile.away', tone: 'neutral' },
] as const satisfies ReadonlyArray<{
  key: Filter;
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral' | 'brand';
}>;

const countOf = (counts: BoardCounts, key: Filter) => (key === 'all' ? counts.total : counts[key]);

/**
 * Today's live board: who is in, late, not in yet, absent or gone home, updated as check-ins
 * happen (no reload). `compact` is the dashboard's summary with a link to the full board.
 */
export const LiveBoard = memo(function LiveBoard({
  org,
  scope,
  compact,
  fullBoardPath,
}: {
  org: OrgSettings;
  scope: 'owner' | 'staff';
  compact?: boolean;
  fullBoardPath?: string;
}) {
  const t = useAttendanceT();
  const { board, connection } = useLiveBoard(org.id);
  const [groupId, setGroupId] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [sentSearch, setSentSearch] = useState('');
  const [offset, setOffset] = useState(0);
  // Another filter or search starts again at the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() === sentSearch) return;
      setSentSearch(search.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, sentSearch]);
  const chooseFilter = (next: Filter) => {
    setFilter(next);
    setOffset(0);
  };
  const chooseGroup = (next: string) => {
    setGroupId(next);
    setOffset(0);
  };
  const page = useBoardPage(
    org.id,
    {
      groupId,
      state: compact ? 'all' : filter,
      search: compact ? '' : sentSearch,
      offset: compact ? 0 : offset,
      limit: compact ? 0 : PAGE_SIZE,
    },
    board.version,
  );
  const data = page.data;
  const counts = data?.counts;
  const shown = useMemo(
    () => (data ? data.people.map((p) => withLiveEntry(p, board.entries, data.date)) : []),
    [data, board.entries],
  );
  const isLoading = page.isPending || !data;
  const date = data?.date ?? board.date;
  // The organisation's day as the server defines it (GET /api/me/day).
  const orgDay = useMyDay(date ? org.id : undefined, date ?? undefined).entry?.org_day;
  const holiday =
    orgDay?.kind === 'holiday'
      ? orgDay.holiday_name || t('attendance.board.holidayUnnamed')
      : undefined;
  const isOff = orgDay?.kind === 'weekly_off';
  const isDayOff = isOff || Boolean(holiday);

  return (
    <Card data-testid="live-board">
      <CardHeader>
        {/* Nothing here changes height as the day, counts and connection load (no layout shift):
            on a phone the title takes the whole row, so "Connecting…" and "Live" both sit on the
            line below it, and the description keeps two lines for the date and head count. */}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="w-full sm:w-auto sm:min-w-56 sm:flex-1">
            <CardTitle className="flex items-center gap-2">
              <Radio aria-hidden="true" className="h-5 w-5 text-brand-600" />{' '}
              {t(compact ? 'attendance.board.title.compact' : 'attendance.board.title.full')}
            </CardTitle>
            <CardDescription className="min-h-10 sm:min-h-5">
              {date ? formatDay(date, { long: true, withYear: true }) : t('attendance.board.today')}
              {holiday
                ? ` · ${t('attendance.board.holiday', { name: holiday })}`
                : isOff
                  ? ` · ${t('attendance.board.weeklyOff')}`
                  : ''}{' '}
              ·{' '}
              {t(
                scope === 'staff' ? 'attendance.board.peopleInGroups' : 'attendance.board.people',
                {
                  count: counts ? counts.total.toLocaleString('en-IN') : '…',
                },
              )}
            </CardDescription>
          </div>
          <LiveStatus connection={connection} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {page.error && !data && connection.status !== 'denied' ? (
          <QueryError
            error={page.error}
            onRetry={() => void page.refetch()}
            title={t('attendance.board.loadError')}
          />
        ) : null}
        {connection.status === 'denied' ? (
          <Alert variant="error" title={t('attendance.board.denied')}>
            {connection.message ?? t('attendance.board.deniedDetail')}
          </Alert>
        ) : null}
        {connection.status === 'reconnecting' ? (
          <Alert variant="warning">{t('attendance.board.reconnecting')}</Alert>
        ) : null}
        <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', !compact && 'lg:grid-cols-6')}>
          {TILES.map((tile) => (
            <button
              key={tile.key}
              type="button"
              className="rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default"
              aria-pressed={compact ? undefined : filter === tile.key}
              disabled={compact}
              onClick={() => chooseFilter(filter === tile.key ? 'all' : tile.key)}
            >
              <StatTile
                label={t(
                  tile.key === 'not_in' && isDayOff
                    ? 'attendance.board.tile.notInDayOff'
                    : tile.label,
                )}
                value={counts ? countOf(counts, tile.key).toLocaleString('en-IN') : '…'}
                tone={tile.tone}
                testId={`board-${tile.key}`}
                className={cn(!compact && filter === tile.key && 'ring-2 ring-brand-500')}
              />
            </button>
          ))}
        </div>

        {board.recent.length ? (
          <section aria-label={t('attendance.board.justNow')}>
            <h3 className="text-sm font-semibold text-slate-900">
              {t('attendance.board.justNow')}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="board-recent">
              {board.recent.slice(0, compact ? 4 : 8).map((e) => (
                <li
                  key={e.id}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {e.check_out_at
                    ? t('attendance.board.recent.out', {
                        name: e.full_name,
                        time: formatTime(e.check_out_at, org.timezone),
                      })
                    : e.check_in_at
                      ? t(
                          e.status === 'late'
                            ? 'attendance.board.recent.inLate'
                            : 'attendance.board.recent.in',
                          { name: e.full_name, time: formatTime(e.check_in_at, org.timezone) },
                        )
                      : t('attendance.board.recent.status', {
                          name: e.full_name,
                          status: isAttendanceStatus(e.status)
                            ? STATUS_LABEL[e.status]
                            : e.status.replace('_', ' '),
                        })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {compact ? (
          fullBoardPath ? (
            <Button asChild variant="outline" size="sm">
              <Link to={fullBoardPath}>
                {t('attendance.board.openFull')}{' '}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Button>
          ) : null
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row">
              {data && data.groups.length > 1 ? (
                <div className="sm:w-64">
                  <Select
                    aria-label={t('attendance.board.group')}
                    value={groupId}
                    onChange={(e) => chooseGroup(e.target.value)}
                  >
                    <option value="">
                      {t(
                        scope === 'owner'
                          ? 'attendance.board.everyone'
                          : 'attendance.board.allMyGroups',
                      )}
                    </option>
                    {data.groups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {t('attendance.board.groupOption', {
                          name: g.name,
                          in: g.counts.in,
                          total: g.counts.total,
                        })}
                      </option>
                    ))}
                  </Select>
                </div>
              ) : null}
              <SearchInput
                className="sm:w-72"
                aria-label={t('attendance.board.find')}
                placeholder={t('attendance.board.findPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {filter !== 'all' ? (
                <Button variant="ghost" onClick={() => chooseFilter('all')}>
                  {t('attendance.board.showEveryone')}
                </Button>
              ) : null}
            </div>
            {connection.status === 'denied' ? null : isLoading ? (
              page.error ? null : (
                <SkeletonList
                  rows={8}
                  avatar
                  label={t('attendance.board.loading')}
                  className="rounded-xl border border-slate-200 px-3 sm:px-4"
                />
              )
            ) : (
              <div
                className={cn('space-y-3', page.isPlaceholderData && 'opacity-60')}
                aria-busy={page.isFetching}
              >
                <LiveBoardList rows={shown} timeZone={org.timezone} isDayOff={isDayOff} />
                <BoardPager
                  offset={data.offset}
                  shown={shown.length}
                  total={data.matching}
                  onPage={setOffset}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
});

/** Which people of the matching ones are shown, and the way to the previous and next pages. */
function BoardPager({
  offset,
  shown,
  total,
  onPage,
}: {
  offset: number;
  shown: number;
  total: number;
  onPage: (offset: number) => void;
}) {
  const t = useAttendanceT();
  if (total <= PAGE_SIZE && offset === 0) return null;
  return (
    <nav
      aria-label={t('attendance.board.pages')}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <p className="text-sm text-slate-600" data-testid="board-range" aria-live="polite">
        {t('attendance.board.showing', {
          from: shown ? (offset + 1).toLocaleString('en-IN') : 0,
          to: (offset + shown).toLocaleString('en-IN'),
          total: total.toLocaleString('en-IN'),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - PAGE_SIZE))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t('attendance.board.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => onPage(offset + PAGE_SIZE)}
        >
          {t('attendance.board.next')} <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
