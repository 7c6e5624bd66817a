import { ROLE_SUMMARIES } from '../../content/roles';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Section } from '../section';
import { featuresCatalogue } from '@/features/marketing/catalogues/features';
import { rolesCatalogue } from '@/features/marketing/catalogues/roles';

/** A table of the seven user types and what each one's dashboard is for. */
export function RoleDashboards() {
  const t = useMarketingT(featuresCatalogue, rolesCatalogue);
  return (
    <Section
      id="dashboards"
      tone="muted"
      title={t('marketing.features.dashboards.title')}
      intro={t('marketing.features.dashboards.intro')}
    >
      <div
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label={t('marketing.features.dashboards.region')}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t('marketing.features.dashboards.caption')}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="w-40 px-4 py-3 font-semibold">
                {t('marketing.features.dashboards.role')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('marketing.features.dashboards.purpose')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {ROLE_SUMMARIES.map((role) => (
              <tr key={role.type}>
                <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
                  {t(role.name)}
                </th>
                <td className="px-4 py-3 leading-relaxed text-slate-700">{t(role.summary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
