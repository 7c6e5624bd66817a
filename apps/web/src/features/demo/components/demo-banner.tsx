import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { authStore } from '@/features/auth/stores/auth';
import { useCatalogueT } from '@/features/i18n';
import { isUserType } from '@ias/shared';
import { catalogue } from '../catalogue';
import { USER_TYPE_NAME } from '../utils/demo-roles';
import { isDemoUser } from '../utils/is-demo-user';

/**
 * Shown while a visitor is signed into a demo account: they are trying the demo organisation,
 * nothing they see is a real school or company, and "Leave demo" signs out this tab only.
 */
export function DemoBanner() {
  const t = useCatalogueT(catalogue);
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLeaving, setIsLeaving] = useState(false);
  if (!isDemoUser(user)) return null;
  const type = profile?.user_type;

  const leave = async () => {
    setIsLeaving(true);
    try {
      await authStore.signOut('local');
    } finally {
      queryClient.clear();
      setIsLeaving(false);
      void navigate('/demo#sandbox', { replace: true });
    }
  };

  return (
    <div
      role="region"
      aria-label={t('demo.banner.label')}
      data-testid="demo-banner"
      className="border-b border-violet-200 bg-violet-50"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm text-violet-900">
          <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="mr-1.5 rounded bg-violet-600 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
              {t('demo.banner.label')}
            </span>
            {isUserType(type)
              ? t('demo.banner.youAre', {
                  name: profile?.full_name ?? t('demo.banner.someone'),
                  type: t(USER_TYPE_NAME[type]),
                })
              : t('demo.banner.youAreUntyped', {
                  name: profile?.full_name ?? t('demo.banner.someone'),
                })}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => void leave()}
          isLoading={isLeaving}
        >
          {isLeaving ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
          {t('demo.banner.leave')}
        </Button>
      </div>
    </div>
  );
}
