import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { CATEGORIES, COLOURS } from '../utils/entry-style';
import { CATEGORY_LABEL } from '../utils/labels';

/** What each colour means. */
export function CalendarLegend() {
  const t = useCatalogueT(catalogue);
  return (
    <section
      aria-labelledby="calendar-legend"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="calendar-legend" className="mb-2 text-sm font-semibold text-slate-900">
        {t('calendar.legend.title')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {CATEGORIES.map((category) => (
          <li key={category} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-3 rounded-sm"
              style={{ backgroundColor: category === 'weekly_off' ? '#cbd5e1' : COLOURS[category] }}
            />
            {t(CATEGORY_LABEL[category])}
          </li>
        ))}
      </ul>
    </section>
  );
}
