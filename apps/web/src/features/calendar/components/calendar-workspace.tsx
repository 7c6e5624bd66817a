import type FullCalendar from '@fullcalendar/react';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Spinner } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { ApiError } from '@/lib/api-client';
import type { CalendarEntry } from '../api/types';
import { catalogue } from '../catalogue';
import { useCalendar } from '../hooks/use-calendar';
import { useEntryLabel } from '../hooks/use-entry-label';
import { useMediaQuery } from '@/lib/use-media-query';
import { orgToday } from '../utils/org-time';
import { CalendarBoard, FULLCALENDAR_VIEW, type ViewName } from './calendar-board';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { EntryDialog } from './entry-dialog';
import { EventFormDialog, type FormTarget } from './event-form-dialog';
import { ImportCard } from './import-card';
import { ShareCard } from './share-card';

const KEY_VIEWS: Record<string, ViewName> = { m: 'month', w: 'week', d: 'day', a: 'agenda' };
const SHARING_ROLES = ['owner', 'teacher', 'incharge'];

type Props = { orgId: string; memberId: string; role: string };

export function CalendarWorkspace({ orgId, memberId, role }: Props) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const label = useEntryLabel();
  const isNarrow = useMediaQuery('(max-width: 639px)');
  const [view, setView] = useState<ViewName>(() =>
    window.matchMedia('(max-width: 639px)').matches ? 'agenda' : 'month',
  );
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  const [openEntry, setOpenEntry] = useState<CalendarEntry | null>(null);
  const [form, setForm] = useState<FormTarget | null>(null);
  const board = useRef<FullCalendar>(null);
  const calendar = useCalendar(orgId, range);
  const zone = calendar.data?.timezone ?? 'Asia/Kolkata';
  const canShare = SHARING_ROLES.includes(role);
  const api = () => board.current?.getApi();

  // FullCalendar reports its dates after every render it makes; only a new range is news.
  const onRange = useCallback((next: { from: string; to: string; title: string }) => {
    setRange((current) =>
      current?.from === next.from && current.to === next.to && current.title === next.title
        ? current
        : next,
    );
  }, []);
  const changeView = (next: ViewName) => {
    setView(next);
    api()?.changeView(FULLCALENDAR_VIEW[next]);
  };
  const newEvent = () => setForm({ day: orgToday(zone) });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest('input, textarea, select, [role="dialog"]')) return;
    const key = event.key.toLowerCase();
    if (event.key === 'ArrowLeft') api()?.prev();
    else if (event.key === 'ArrowRight') api()?.next();
    else if (key === 't') api()?.today();
    else if (key === 'n') newEvent();
    else if (KEY_VIEWS[key]) changeView(KEY_VIEWS[key]);
    else return;
    event.preventDefault();
  };

  const entries = calendar.data?.entries ?? [];
  const isEmpty =
    calendar.isSuccess &&
    !calendar.isPlaceholderData &&
    !entries.some((e) => e.type !== 'weekly_off');

  return (
    <div className="space-y-4">
      {calendar.data ? <ZoneNote timeZone={zone} /> : null}
      <section
        aria-label={t('calendar.page.title')}
        onKeyDown={onKeyDown}
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <CalendarToolbar
          title={range?.title ?? ''}
          view={view}
          isNarrow={isNarrow}
          onView={changeView}
          onToday={() => api()?.today()}
          onPrevious={() => api()?.prev()}
          onNext={() => api()?.next()}
          onNew={newEvent}
        />
        {calendar.isError ? (
          <Alert variant="error">
            <span>
              {t('calendar.page.loadError')}{' '}
              {calendar.error instanceof ApiError ? calendar.error.message : null}
            </span>{' '}
            <Button variant="link" size="sm" onClick={() => void calendar.refetch()}>
              {t('calendar.page.retry')}
            </Button>
          </Alert>
        ) : null}
        <div
          // On a phone the agenda's times and day headings wrap instead of pushing the list wider
          // than the screen (the day's name and date would otherwise sit on one line).
          className="relative min-w-0 overflow-x-auto [&_.fc-list-day-cushion]:flex [&_.fc-list-day-cushion]:flex-wrap [&_.fc-list-day-cushion]:justify-between [&_.fc-list-day-cushion]:gap-x-2 [&_.fc-list-event-time]:whitespace-normal [&_.fc-day-other_.fc-daygrid-day-top]:opacity-100! [&_.fc-day-other_.fc-daygrid-day-number]:text-slate-500!"
          aria-busy={calendar.isFetching}
        >
          {calendar.isFetching ? (
            <div className="absolute right-2 top-2 z-10" role="status">
              <Spinner size="sm" label={t('calendar.page.loading')} />
            </div>
          ) : null}
          {isEmpty && view !== 'agenda' ? (
            <p className="mb-2 text-sm text-slate-600">{t('calendar.page.empty')}</p>
          ) : null}
          <CalendarBoard
            ref={board}
            entries={entries}
            zone={zone}
            locale={locale}
            view={view}
            label={label}
            noEventsText={t('calendar.page.empty')}
            onRange={onRange}
            onEntry={setOpenEntry}
          />
        </div>
        <p className="hidden text-xs text-slate-500 sm:block">{t('calendar.toolbar.keys')}</p>
      </section>
      <CalendarLegend />
      <ShareCard orgId={orgId} timeZone={zone} />
      {canShare ? <ImportCard orgId={orgId} memberId={memberId} role={role} /> : null}
      {openEntry ? (
        <EntryDialog
          entry={openEntry}
          onClose={() => setOpenEntry(null)}
          onEdit={(detail) => {
            setOpenEntry(null);
            setForm({ day: detail.start.slice(0, 10), detail });
          }}
        />
      ) : null}
      {form ? (
        <EventFormDialog
          orgId={orgId}
          memberId={memberId}
          role={role}
          canShare={canShare}
          target={form}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
