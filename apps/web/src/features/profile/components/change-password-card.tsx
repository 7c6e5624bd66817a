import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

/** Change the password of the signed-in account. */
export function ChangePasswordCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Choose a new password. Other devices stay signed in until you sign them out below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <NewPasswordForm submitLabel="Change password" />
      </CardContent>
    </Card>
  );
}
