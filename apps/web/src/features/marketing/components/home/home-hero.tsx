import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { MockRow, MockWindow } from '../mock-window';
import { PageHero } from '../page-hero';
import { useLandingT } from '@/features/landing';

/** The top of the home page: what the product is, for whom, and the two ways in (trying it first). */
export function HomeHero() {
  const t = useLandingT();
  return (
    <PageHero
      eyebrow={t('landing.home.hero.eyebrow')}
      title={t('landing.home.hero.title')}
      lead={
        <>
          <p>{t('landing.home.hero.lead')}</p>
          <p className="mt-3 text-sm text-slate-600">{t('landing.home.hero.note')}</p>
        </>
      }
      actions={
        <>
          <Link to="/demo#sandbox" className={buttonClasses('primary', 'lg')}>
            {t('landing.home.hero.try')}
          </Link>
          <Link to="/register" className={buttonClasses('outline', 'lg')}>
            {t('landing.freeAccount')}
          </Link>
        </>
      }
      aside={
        <MockWindow path={t('landing.home.kiosk.path')} label={t('landing.home.kiosk.label')}>
          <div className="rounded-xl bg-slate-900 p-4 text-white">
            <div className="flex items-center gap-4">
              <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-xl border-2 border-emerald-400 bg-slate-700">
                <span className="absolute inset-x-2 top-3 h-0.5 bg-emerald-300/80" />
                <span className="absolute left-1/2 top-1/2 h-8 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full bg-slate-500" />
              </div>
              <div>
                <p className="text-xs uppercase tracking-wide text-emerald-300">
                  {t('landing.home.kiosk.checkedIn')}
                </p>
                <p className="text-lg font-semibold">{t('landing.home.kiosk.greeting')}</p>
                <p className="text-sm text-slate-300">{t('landing.home.kiosk.detail')}</p>
              </div>
            </div>
          </div>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t('landing.home.kiosk.latest')}
          </p>
          <MockRow
            name="Rohan Verma"
            detail={t('landing.home.kiosk.face', { time: '08:51' })}
            status={t('landing.home.kiosk.onTime')}
          />
          <MockRow
            name="Fatima Shaikh"
            detail={t('landing.home.kiosk.card', { time: '08:50' })}
            status={t('landing.home.kiosk.onTime')}
          />
          <MockRow
            name="Karthik N."
            detail={t('landing.home.kiosk.face', { time: '09:07' })}
            status={t('landing.home.kiosk.late')}
            tone="amber"
          />
          <div className="mt-3 flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
            <span>{t('landing.home.kiosk.queue')}</span>
            <span className="font-semibold">{t('landing.home.kiosk.synced')}</span>
          </div>
        </MockWindow>
      }
    />
  );
}
