import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { authStore } from '../stores/auth';

/** Signs out of this device (or everywhere) and returns to the home page. */
export function SignOutButton({
  scope = 'local',
  children = 'Sign out',
  ...props
}: Omit<ButtonProps, 'onClick'> & { scope?: 'local' | 'global' }) {
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
      {children}
    </Button>
  );
}
