import { Link } from 'react-router';
import { PageHero } from '@/features/marketing/components/page-hero';
import { StatusBoard } from '@/features/status/components/status-board';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { statusLoader } from '@/features/status/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { Trans } from '@lingui/react';
import { statusCatalogue } from '@/features/marketing/catalogues/status';

/** The page's texts in the reader's language before it renders. */
export const loader = () => Promise.all([marketingLoader(), statusLoader()]).then(() => null);

/** `/status`: live health of the API and the database from GET /api/health. */
export function Component() {
  const t = useMarketingT(statusCatalogue);
  useDocumentTitle(t('marketing.status.title'));
  return (
    <>
      <PageHero
        eyebrow={t('marketing.status.eyebrow')}
        title={t('marketing.status.title')}
        lead={
          <p>
            <Trans
              id="marketing.status.lead"
              components={{
                0: <Link to="/support" className="font-medium text-brand-700 underline" />,
              }}
            />
          </p>
        }
      />
      <div className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <StatusBoard />
        </div>
      </div>
    </>
  );
}
