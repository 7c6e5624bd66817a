import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { SkeletonBlock, SkeletonForm } from '@/components/ui/skeleton';
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
  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title={t('dashboard.profile.title')}
        description={t('dashboard.profile.description')}
      />
      {profile ? (
        <ProfileCards profile={profile} />
      ) : (
        <ProfileSkeleton label={t('dashboard.profile.loading')} />
      )}
    </PageContainer>
  );
}

/** The picture beside the details form, in outline until the profile is there. */
function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <div className="hidden lg:block">
        <SkeletonBlock className="h-64 rounded-2xl bg-slate-100" />
      </div>
      <SkeletonForm fields={5} label={label} className="rounded-2xl border border-slate-200 p-6" />
    </div>
  );
}

function ProfileCards({
  profile,
}: {
  profile: NonNullable<ReturnType<typeof useAuth>['profile']>;
}) {
  return (
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
  );
}
