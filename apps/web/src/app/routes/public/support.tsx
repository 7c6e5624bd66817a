import { MessageForm } from '@/features/contact/components/message-form';
import { SupportAside } from '@/features/contact/components/support-aside';
import { useMessageDefaults } from '@/features/contact/hooks/use-message-defaults';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PageHero } from '@/features/marketing/components/page-hero';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/support`: a support request with category and urgency, stored with a reference number. */
export function Component() {
  useDocumentTitle('Support');
  const { user, profile } = useAuth();
  const defaults = useMessageDefaults(
    user
      ? { name: profile?.full_name, email: user.email, organisation: profile?.company_name }
      : null,
  );
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Get support"
        lead="Tell us what is not working and how urgent it is. Every request gets a reference number, and requests where nobody can check in are looked at first."
      />
      <div className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem] lg:px-8">
          <section aria-labelledby="support-form-title">
            <h2 id="support-form-title" className="sr-only">
              Describe the problem
            </h2>
            <MessageForm kind="support" defaults={defaults} />
          </section>
          <SupportAside />
        </div>
      </div>
    </>
  );
}
