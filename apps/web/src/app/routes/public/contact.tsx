import { ContactAside } from '@/features/contact/components/contact-aside';
import { MessageForm } from '@/features/contact/components/message-form';
import { useMessageDefaults } from '@/features/contact/hooks/use-message-defaults';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PageHero } from '@/features/marketing/components/page-hero';
import { OPEN_ROLES } from '@/features/marketing/content/open-roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchParams } from 'react-router';
import { marketingLoader } from '@/features/marketing/catalogue';
import { contactLoader } from '@/features/contact/catalogue';
import { useMarketingT } from '@/features/marketing/hooks/use-marketing-t';
import { careersCatalogue } from '@/features/marketing/catalogues/careers';
import { contactCatalogue } from '@/features/marketing/catalogues/contact';

/** The page's texts in the reader's language before it renders. */
export const loader = () => Promise.all([marketingLoader(), contactLoader()]).then(() => null);

/** `/contact`: the contact form (stored server-side with a reference number) and why to write. */
export function Component() {
  const t = useMarketingT(contactCatalogue, careersCatalogue);
  useDocumentTitle(t('marketing.contact.title'));
  const { user, profile } = useAuth();
  const [params] = useSearchParams();
  const role = OPEN_ROLES.find((candidate) => candidate.id === params.get('role'));
  const defaults = useMessageDefaults(
    user
      ? { name: profile?.full_name, email: user.email, organisation: profile?.company_name }
      : null,
    role ? t(role.title) : undefined,
  );
  return (
    <>
      <PageHero
        eyebrow={t('marketing.contact.eyebrow')}
        title={t('marketing.contact.title')}
        lead={t('marketing.contact.lead')}
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="sr-only">
              {t('marketing.contact.form')}
            </h2>
            <MessageForm kind="contact" defaults={defaults} />
          </section>
          <ContactAside />
        </div>
      </div>
    </>
  );
}
