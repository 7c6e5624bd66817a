import { PageHero } from '@/features/marketing/components/page-hero';
import { DatabaseDemoPanel } from '@/features/status/components/database-demo-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { statusLoader } from '@/features/status/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { databaseDemoCatalogue } from '@/features/marketing/catalogues/database-demo';

/** The page's texts in the reader's language before it renders. */
export const loader = () => Promise.all([marketingLoader(), statusLoader()]).then(() => null);

/** `/database-demo`: a live, read-only query against the app's database, with its latency. */
export function Component() {
  const t = useMarketingT(databaseDemoCatalogue);
  useDocumentTitle(t('marketing.dbDemo.doc'));
  return (
    <>
      <PageHero
        eyebrow={t('marketing.dbDemo.eyebrow')}
        title={t('marketing.dbDemo.title')}
        lead={
          <>
            <p>{t('marketing.dbDemo.body')}</p>
            <p className="mt-3 text-sm text-slate-600">{t('marketing.dbDemo.engines')}</p>
          </>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <DatabaseDemoPanel />
        </div>
      </div>
    </>
  );
}
