import { ArrowRight, Radio } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMyDay } from '@/features/today/hooks/use-day';
import type { OrgSettings } from '../api/organization';
import { useBoardRoster } from '../hooks/use-board-roster';
import { useLiveBoard } from '../hooks/use-live-board';
import { formatDay, formatTime } from '../utils/dates';
import { type BoardCounts, boardRows, countRows, type PresenceState } from '../utils/live-board';
import { LiveBoardList } from './live-board-list';
import { LiveStatus } from './live-status';
import { QueryError } from './query-error';
import { StatTile } from './stat-tile';

type Filter = PresenceState | 'late' | 'all';

const TILES: Array<{
  key: Filter;
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'neutral' | 'brand';
}> = [
  { key: 'in', label: 'In now', tone: 'success' },
  { key: 'late', label: 'Late', tone: 'warning' },
  { key: 'not_in', label: 'Not in yet', tone: 'neutral' },
  { key: 'absent', label: 'Absent', tone: 'danger' },
  { key: 'left', label: 'Left', tone: 'brand' },
  { key: 'away', label: 'On leave', tone: 'neutral' },
];

const countOf = (counts: BoardCounts, key: Filter) => (key === 'all' ? counts.total : counts[key]);

/**
 * Today's live board: who is in, late, not in yet, absent or gone home, updated as check-ins
 * happen (no reload). `compact` is the dashboard's summary with a link to the full board.
 */
export function LiveBoard({
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
  const { board, connection } = useLiveBoard(org.id);
  const roster = useBoardRoster(org.id, scope);
  const [groupId, setGroupId] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => boardRows(roster.roster, board.entries, groupId || undefined),
    [roster.roster, board.entries, groupId],
  );
  const counts = useMemo(() => countRows(rows), [rows]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (filter === 'all' || (filter === 'late' ? r.isLate : r.state === filter)) &&
        (!q || `${r.full_name} ${r.number ?? ''}`.toLowerCase().includes(q)),
    );
  }, [rows, filter, search]);
  const date = board.date;
  // The organisation's day as the server defines it (GET /api/me/day).
  const orgDay = useMyDay(date ? org.id : undefined, date ?? undefined).entry?.org_day;
  const holiday = orgDay?.kind === 'holiday' ? orgDay.holiday_name || 'holiday' : undefined;
  const isOff = orgDay?.kind === 'weekly_off';
  const isDayOff = isOff || Boolean(holiday);

  return (
    <Card data-testid="live-board">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle className="flex items-center gap-2">
              <Radio aria-hidden="true" className="h-5 w-5 text-brand-600" />{' '}
              {compact ? 'Live board' : 'Today'}
            </CardTitle>
            <CardDescription>
              {date ? formatDay(date, { long: true, withYear: true }) : 'Today'}
              {holiday ? ` · holiday: ${holiday}` : isOff ? ' · a weekly off' : ''} · {counts.total}{' '}
              people
              {scope === 'staff' ? ' in your groups' : ''}
            </CardDescription>
          </div>
          <LiveStatus connection={connection} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {roster.error ? (
          <QueryError
            error={roster.error}
            onRetry={roster.refetch}
            title="Could not load who belongs on this board"
          />
        ) : null}
        {connection.status === 'denied' ? (
          <Alert variant="error" title="The live board is not available">
            {connection.message ?? 'You cannot watch this board.'}
          </Alert>
        ) : null}
        {connection.status === 'reconnecting' ? (
          <Alert variant="warning">
            The live connection dropped. Figures may be out of date until it reconnects.
          </Alert>
        ) : null}
        <div className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', !compact && 'lg:grid-cols-6')}>
          {TILES.map((tile) => (
            <button
              key={tile.key}
              type="button"
              className="rounded-xl text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default"
              aria-pressed={compact ? undefined : filter === tile.key}
              disabled={compact}
              onClick={() => setFilter(filter === tile.key ? 'all' : tile.key)}
            >
              <StatTile
                label={tile.key === 'not_in' && isDayOff ? 'Not in (day off)' : tile.label}
                value={roster.isPending || !date ? '…' : countOf(counts, tile.key)}
                tone={tile.tone}
                testId={`board-${tile.key}`}
                className={cn(!compact && filter === tile.key && 'ring-2 ring-brand-500')}
              />
            </button>
          ))}
        </div>

        {board.recent.length ? (
          <section aria-label="Just now">
            <h3 className="text-sm font-semibold text-slate-900">Just now</h3>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="board-recent">
              {board.recent.slice(0, compact ? 4 : 8).map((e) => (
                <li
                  key={e.id}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {e.full_name} —{' '}
                  {e.check_out_at
                    ? `out ${formatTime(e.check_out_at, org.timezone)}`
                    : e.check_in_at
                      ? `in ${formatTime(e.check_in_at, org.timezone)}${e.status === 'late' ? ' (late)' : ''}`
                      : e.status.replace('_', ' ')}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {compact ? (
          fullBoardPath ? (
            <Button asChild variant="outline" size="sm">
              <Link to={fullBoardPath}>
                Open the full board <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </Button>
          ) : null
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row">
              {roster.groups.length > 1 ? (
                <div className="sm:w-64">
                  <Select
                    aria-label="Group"
                    value={groupId}
                    onChange={(e) => setGroupId(e.target.value)}
                  >
                    <option value="">{scope === 'owner' ? 'Everyone' : 'All my groups'}</option>
                    {roster.groups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.name}
                      </option>
                    ))}
                  </Select>
                </div>
              ) : null}
              <SearchInput
                className="sm:w-72"
                aria-label="Find a person"
                placeholder="Find by name or number"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              {filter !== 'all' ? (
                <Button variant="ghost" onClick={() => setFilter('all')}>
                  Show everyone
                </Button>
              ) : null}
            </div>
            {connection.status === 'denied' ? null : roster.isPending || !date ? (
              <Spinner label="Loading today’s board..." />
            ) : (
              <LiveBoardList rows={shown} timeZone={org.timezone} isDayOff={isDayOff} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
