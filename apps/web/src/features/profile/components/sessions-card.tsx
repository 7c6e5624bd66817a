import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useProfileT } from '../hooks/use-profile-t';

/** Sign out here, or everywhere (every device's session ends). */
export function SessionsCard() {
  const t = useProfileT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.sessions.title')}</CardTitle>
        <CardDescription>{t('profile.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <SignOutButton>{t('profile.sessions.signOut')}</SignOutButton>
        <SignOutButton scope="global" variant="danger">
          {t('profile.sessions.signOutAll')}
        </SignOutButton>
      </CardContent>
    </Card>
  );
}
