import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { authStore } from '../stores/auth';

/** Signs out of this device (or everywhere) and returns to the home page. */
export function SignOutButton({
  scope = 'local',
  children,
  ...props
}: Omit<ButtonProps, 'onClick'> & { scope?: 'local' | 'global' }) {
  const t = useCatalogueT(catalogue);
  // Signed-in frames do not all wait for the auth catalogue: its label loads here too, and
  // Lingui renders again when it arrives.
  useEffect(() => {
    void catalogue.ready().catch(() => undefined);
  }, []);
  const navigate = useNavigate();
  const signOut = useMutation({
    // Protected pages send a person who signed out on purpose to the home page.
    mutationFn: () => authStore.signOut(scope),
    onSettled: () => void navigate('/', { replace: true }),
  });
  return (
    <Button
      variant="outline"
      {...props}
      isLoading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
      {children ?? t('auth.signOut')}
    </Button>
  );
}
