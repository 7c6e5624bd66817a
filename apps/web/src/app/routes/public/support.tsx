import { MessageForm } from '@/features/contact/components/message-form';
import { SupportAside } from '@/features/contact/components/support-aside';
import { useMessageDefaults } from '@/features/contact/hooks/use-message-defaults';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { marketingLoader } from '@/features/marketing/catalogue';
import { contactLoader } from '@/features/contact/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { supportCatalogue } from '@/features/marketing/catalogues/support';

/** The page's texts in the reader's language before it renders. */
export const loader = () => Promise.all([marketingLoader(), contactLoader()]).then(() => null);

/** `/support`: a support request with category and urgency, stored with a reference number. */
export function Component() {
  const t = useMarketingT(supportCatalogue);
  useDocumentTitle(t('marketing.support.doc'));
  const { user, profile } = useAuth();
  const defaults = useMessageDefaults(
    user
      ? { name: profile?.full_name, email: user.email, organisation: profile?.company_name }
      : null,
  );
  return (
    <>
      <PageHero
        eyebrow={t('marketing.support.doc')}
        title={t('marketing.support.title')}
        lead={t('marketing.support.lead')}
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
          <section aria-labelledby="support-form-title">
            <h2 id="support-form-title" className="sr-only">
              {t('marketing.support.form')}
            </h2>
            <MessageForm kind="support" defaults={defaults} />
          </section>
          <SupportAside />
        </div>
      </div>
    </>
  );
}
