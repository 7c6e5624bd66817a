import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useProfileT } from '../hooks/use-profile-t';

/** Change the password of the signed-in account. */
export function ChangePasswordCard() {
  const t = useProfileT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <NewPasswordForm submitLabel={t('profile.password.submit')} />
      </CardContent>
    </Card>
  );
}
