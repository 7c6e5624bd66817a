import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/i18n';

/** SPEC.md §4: shown by protected routes when authentication failed and nobody is signed in. */
export function AuthErrorScreen({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <ShieldAlert aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.guard.errorTitle')}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/login">{t('auth.guard.goToLogin')}</Link>
      </Button>
    </div>
  );
}
