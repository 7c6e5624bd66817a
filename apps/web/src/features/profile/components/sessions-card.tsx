import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignOutButton } from '@/features/auth/components/sign-out-button';

/** Sign out here, or everywhere (every device's session ends). */
export function SessionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>
          Lost a phone or used a shared computer? Signing out of all devices ends every session of
          your account, including this one.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <SignOutButton>Sign out</SignOutButton>
        <SignOutButton scope="global" variant="danger">
          Sign out of all devices
        </SignOutButton>
      </CardContent>
    </Card>
  );
}
