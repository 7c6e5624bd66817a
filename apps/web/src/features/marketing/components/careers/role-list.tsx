import { Briefcase, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { OPEN_ROLES } from '../../content/open-roles';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { careersCatalogue } from '@/features/marketing/catalogues/careers';

/** Each open role with what the work is and who we are looking for. */
export function RoleList() {
  const t = useMarketingT(careersCatalogue);
  return (
    <ul className="space-y-6">
      {OPEN_ROLES.map((role) => (
        <li key={role.id}>
          <article
            id={role.id}
            aria-labelledby={`${role.id}-title`}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h3 id={`${role.id}-title`} className="text-xl font-semibold text-slate-900">
                  {t(role.title)}
                </h3>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1.5">
                    <Briefcase aria-hidden="true" className="h-4 w-4" />
                    {t(role.team)} · {t(role.type)}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {t(role.location)}
                  </span>
                </p>
              </div>
              <Link
                to={`/contact?topic=careers&role=${role.id}`}
                className={buttonClasses('primary', 'md')}
              >
                {t('marketing.careers.applyButton')}
                <span className="sr-only">
                  {' '}
                  {t('marketing.careers.applyFor', { role: t(role.title) })}
                </span>
              </Link>
            </div>
            <p className="mt-4 leading-relaxed text-slate-700">{t(role.summary)}</p>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              <div>
                <h4 className="text-sm font-semibold text-slate-900">
                  {t('marketing.careers.whatYouDo')}
                </h4>
                <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
                  {role.responsibilities.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-semibold text-slate-900">
                  {t('marketing.careers.lookingFor')}
                </h4>
                <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
                  {role.lookingFor.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
