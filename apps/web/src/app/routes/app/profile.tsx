import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { catalogue as authCatalogue } from '@/features/auth/catalogue';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { FaceDataCard } from '@/features/faces/components/face-data-card';
import { NotificationPreferencesCard } from '@/features/notifications';
import { AccountDeletionCard, DataExportCard, privacyLoader } from '@/features/privacy';
import { LanguageCard } from '@/features/profile/components/language-card';
import { AvatarUploader } from '@/features/profile/components/avatar-uploader';
import { ChangePasswordCard } from '@/features/profile/components/change-password-card';
import { KioskPinCard } from '@/features/profile/components/kiosk-pin-card';
import { ProfileDetailsForm } from '@/features/profile/components/profile-details-form';
import { SessionsCard } from '@/features/profile/components/sessions-card';
import { SignInMethodsCard } from '@/features/profile/components/sign-in-methods-card';
import { TwoFactorCard } from '@/features/profile/components/two-factor-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardT } from '@/features/dashboard/hooks/use-dashboard-t';
import { pageLoader } from './page-loader';

/** Waits for the personal-data cards' texts (and the account type's field names) in the language in use. */
export const loader = pageLoader({}, privacyLoader, () => authCatalogue.ready());

/** /profile: details, picture, password, two-factor, devices, and the person's data rights. */
export function Component() {
  const t = useDashboardT();
  useDocumentTitle(t('dashboard.profile.title'));
  const { profile } = useAuth();
  if (!profile) return <PageSpinner label={t('dashboard.profile.loading')} />;
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title={t('dashboard.profile.title')}
        description={t('dashboard.profile.description')}
      />
      <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
        <div className="space-y-6">
          <AvatarUploader profile={profile} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileDetailsForm profile={profile} />
          <LanguageCard />
          <NotificationPreferencesCard />
          <ChangePasswordCard />
          <SignInMethodsCard />
          <TwoFactorCard />
          <FaceDataCard />
          <KioskPinCard />
          <SessionsCard />
          <DataExportCard />
          <AccountDeletionCard />
        </div>
      </div>
    </PageContainer>
  );
}
