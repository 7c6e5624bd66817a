import { useQuery } from '@tanstack/react-query';
import { FlaskConical, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { authStore } from '@/features/auth/stores/auth';
import { Section } from '@/features/marketing/components/section';
import { type DemoOrgKind, demoKeys, fetchDemoInfo, startDemoSession } from '../api/demo-api';
import { catalogue } from '../catalogue';
import { type DemoCard, demoDashboardPath, DEMO_CARDS } from '../utils/demo-roles';
import { describeDemoError } from '../utils/demo-error';
import { isDemoUser } from '../utils/is-demo-user';
import { DemoFreshness } from './demo-freshness';
import { DemoRoleCard } from './demo-role-card';

type Choice = { card: DemoCard; organization: DemoOrgKind };

/**
 * The /demo live sandbox: pick one of six roles and land on its dashboard, signed into a shared
 * demo account of a sample institute or company (no account needed).
 */
export function DemoSandbox() {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const { user, profile } = useAuth();
  const info = useQuery({ queryKey: demoKeys.info, queryFn: fetchDemoInfo, retry: 1 });
  const [starting, setStarting] = useState<Choice | null>(null);
  const [toConfirm, setToConfirm] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isRealUser = Boolean(user) && !isDemoUser(user);

  const start = async (choice: Choice) => {
    setError(null);
    setStarting(choice);
    try {
      if (user) await authStore.signOut('local');
      await startDemoSession(
        choice.card.role,
        choice.card.organizations.length > 1 ? choice.organization : undefined,
      );
      // A fresh page load starts the app as that account, with nothing cached from before.
      window.location.assign(demoDashboardPath(choice.card));
    } catch (failure) {
      setError(describeDemoError(failure, t));
      setStarting(null);
    }
  };

  const onTry = (choice: Choice) => (isRealUser ? setToConfirm(choice) : void start(choice));
  const orgName = (kind: DemoOrgKind) =>
    info.data?.organizations.find((o) => o.kind === kind)?.name ??
    (kind === 'institute' ? t('demo.org.school') : t('demo.org.company'));

  return (
    <Section
      id="sandbox"
      tone="muted"
      title={t('demo.sandbox.title')}
      intro={t('demo.sandbox.intro')}
    >
      <div className="space-y-6" data-testid="demo-sandbox">
        <DemoFreshness info={info.data} isError={info.isError} />
        {error ? (
          <Alert variant="error" title={t('demo.sandbox.failed')}>
            {error}
          </Alert>
        ) : null}
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('demo.sandbox.roles')}
        >
          {DEMO_CARDS.map((card) => (
            <DemoRoleCard
              key={card.role}
              card={card}
              info={info.data}
              orgName={orgName}
              startingOrganization={
                starting?.card.role === card.role ? starting.organization : null
              }
              isDisabled={starting !== null}
              onTry={(organization) => onTry({ card, organization })}
            />
          ))}
        </ul>
        <div className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <ShieldOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
          <p data-testid="demo-admin-note">
            <span className="font-semibold text-slate-900">{t('demo.sandbox.noAdmin')} </span>
            {/* The server's note in the reader's language; the catalogue's until it answers. */}
            {info.data?.adminNote[locale] ?? t('demo.sandbox.adminNote')}
          </p>
        </div>
        <p className="flex items-start gap-2 text-xs text-slate-500">
          <FlaskConical aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          {t('demo.sandbox.bannerNote')}
        </p>
      </div>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => !open && setToConfirm(null)}
        isDestructive={false}
        title={t('demo.confirm.title')}
        description={
          profile?.full_name || user?.email
            ? t('demo.confirm.body', { name: profile?.full_name ?? user?.email ?? '' })
            : t('demo.confirm.bodyNoName')
        }
        confirmLabel={t('demo.confirm.action')}
        isPending={starting !== null}
        onConfirm={() => {
          const choice = toConfirm;
          setToConfirm(null);
          if (choice) void start(choice);
        }}
      />
    </Section>
  );
}
