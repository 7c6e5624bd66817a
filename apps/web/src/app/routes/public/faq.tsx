import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { FaqAccordion } from '@/features/marketing/components/faq-accordion';
import { PageHero } from '@/features/marketing/components/page-hero';
import { Section } from '@/features/marketing/components/section';
import { FAQ_GROUPS } from '@/features/marketing/content/faq';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/features/marketing/hooks/use-scroll-to-hash';
import { marketingLoader } from '@/features/marketing/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { faqCatalogue } from '@/features/marketing/catalogues/faq';

/** The page's texts in the reader's language before it renders. */
export const loader = marketingLoader;

/** `/faq`: common questions in an accessible accordion, grouped by topic. */
export function Component() {
  const t = useMarketingT(faqCatalogue);
  useDocumentTitle(t('marketing.faq.title'));
  useScrollToHash();
  return (
    <>
      <PageHero
        eyebrow={t('marketing.faq.eyebrow')}
        title={t('marketing.faq.title')}
        lead={
          <p>
            <Trans
              id="marketing.faq.lead"
              components={{
                0: <Link to="/docs" className="font-medium text-brand-700 underline" />,
              }}
            />
          </p>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <nav aria-label={t('marketing.faq.topics')} className="flex flex-wrap gap-2">
            {FAQ_GROUPS.map((group) => (
              <a
                key={group.id}
                href={`#${group.id}`}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
              >
                {group.title}
              </a>
            ))}
          </nav>
          {FAQ_GROUPS.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${group.id}-title`} className="mb-4 text-xl font-bold text-slate-900">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
        </div>
      </div>
      <Section tone="muted" title={t('marketing.faq.still')}>
        <p className="max-w-2xl text-slate-700">{t('marketing.faq.write')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClasses('primary', 'md')}>
            {t('marketing.faq.contact')}
          </Link>
          <Link to="/support" className={buttonClasses('outline', 'md')}>
            {t('marketing.faq.support')}
          </Link>
        </div>
      </Section>
    </>
  );
}
