import { Badge } from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { formatUpdateDate, PRODUCT_UPDATES } from '../../content/updates';
import { useMarketingT } from '../../hooks/use-marketing-t';
import { Section } from '../section';
import { aboutCatalogue } from '@/features/marketing/catalogues/about';

const TAGS = {
  Beta: 'marketing.about.tag.beta',
  Alpha: 'marketing.about.tag.alpha',
  Update: 'marketing.about.tag.update',
} as const;

/** The product blog: dated updates, newest first. Anchored as #blog for the footer's Blog link. */
export function ProductUpdates() {
  const t = useMarketingT(aboutCatalogue);
  const locale = useLocale();
  return (
    <Section
      id="blog"
      title={t('marketing.about.blog.title')}
      intro={t('marketing.about.blog.intro')}
    >
      <ol className="relative space-y-8 border-l-2 border-slate-200 pl-6">
        {PRODUCT_UPDATES.map((update) => (
          <li key={update.id} id={`update-${update.id}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.95rem] top-1.5 h-3.5 w-3.5 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
            />
            <article>
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={update.date} className="text-sm text-slate-600">
                  {formatUpdateDate(update.date, locale)}
                </time>
                <Badge
                  variant={
                    update.tag === 'Beta' ? 'brand' : update.tag === 'Alpha' ? 'purple' : 'neutral'
                  }
                >
                  {t(TAGS[update.tag])}
                </Badge>
              </div>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(update.title)}</h3>
              <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-700">
                {t(update.summary)}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
