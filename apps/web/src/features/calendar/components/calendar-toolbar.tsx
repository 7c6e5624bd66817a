import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { Button } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { catalogue } from '../catalogue';
import { VIEW_LABEL } from '../utils/labels';
import type { ViewName } from './calendar-board';

const VIEWS: ViewName[] = ['month', 'week', 'day', 'agenda'];

type Props = {
  title: string;
  view: ViewName;
  isNarrow: boolean;
  onView: (view: ViewName) => void;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onNew: () => void;
};

/** Today, previous/next, the period's title, the view switch and "New event". */
export function CalendarToolbar(props: Props) {
  const t = useCatalogueT(catalogue);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={props.onToday}>
          {t('calendar.toolbar.today')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.toolbar.previous')}
          onClick={props.onPrevious}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.toolbar.next')}
          onClick={props.onNext}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
        <h2 className="min-w-0 truncate text-lg font-semibold text-slate-900" aria-live="polite">
          {props.title}
        </h2>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={t('calendar.toolbar.views')}
          className="inline-flex rounded-lg border border-slate-300 p-0.5"
        >
          {VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={props.view === view}
              onClick={() => props.onView(view)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                props.view === view
                  ? 'bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(VIEW_LABEL[view])}
            </button>
          ))}
        </div>
        <Button size="sm" onClick={props.onNew} className={cn(props.isNarrow && 'ml-auto')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('calendar.toolbar.newEvent')}
        </Button>
      </div>
    </div>
  );
}
