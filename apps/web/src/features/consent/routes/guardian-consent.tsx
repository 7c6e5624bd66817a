import { formatDate } from '@ias/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  SkeletonList,
} from '@/components/ui';
import { useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { consentLoader } from '../catalogue';
import { useGuardianLink } from '../hooks/use-consent';
import { useConsentT } from '../hooks/use-consent-t';

export const loader = consentLoader;

/**
 * /guardian-consent?token=…: the page a guardian opens from the e-mail. It says what is stored and
 * why, and gives consent (while the link is fresh) or withdraws it (always) — no account needed.
 */
export function Component() {
  const t = useConsentT();
  const locale = useLocale();
  useDocumentTitle(t('consent.guardianPage.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { view, answer } = useGuardianLink(token);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  // The server answers an unknown or malformed link with a 4xx; anything else (the server busy or
  // restarting, no network) is worth another try.
  const unusable =
    !token ||
    (view.error instanceof ApiError && view.error.status >= 400 && view.error.status < 500);

  return (
    <div className="bg-white">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('consent.guardianPage.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {unusable ? (
              <Alert variant="error">{t('consent.guardianPage.missing')}</Alert>
            ) : view.isError ? (
              <Alert variant="error" title={t('consent.guardianPage.loadError')}>
                <p>{describeError(view.error)}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  isLoading={view.isFetching}
                  onClick={() => void view.refetch()}
                >
                  {t('consent.guardianPage.retry')}
                </Button>
              </Alert>
            ) : view.isPending ? (
              <SkeletonList rows={3} label={t('consent.guardianPage.loading')} />
            ) : (
              <>
                <p className="text-slate-800">
                  {t('consent.guardianPage.intro', {
                    guardian: view.data.guardian_name,
                    org: view.data.org_name,
                    student: view.data.student_name,
                  })}
                </p>
                <p className="text-sm text-slate-600">
                  {t('consent.guardianPage.law', { student: view.data.student_name })}
                </p>
                {withdrawn && view.data.status !== 'given' ? (
                  <Alert variant="success" data-testid="consent-withdrawn">
                    {t('consent.guardianPage.withdrawn', { student: view.data.student_name })}
                  </Alert>
                ) : null}
                {view.data.status === 'given' && view.data.consent ? (
                  <Alert variant="success" data-testid="consent-given">
                    {t('consent.guardianPage.given', {
                      date: formatDate(view.data.consent.given_at, locale),
                      student: view.data.student_name,
                    })}
                  </Alert>
                ) : view.data.status === 'expired' ? (
                  <Alert variant="warning">{t('consent.guardianPage.expired')}</Alert>
                ) : (
                  <Alert variant="info">
                    {t('consent.guardianPage.pending', { student: view.data.student_name })}
                  </Alert>
                )}
                {answer.error && !confirmWithdraw ? (
                  <Alert variant="error">{describeError(answer.error)}</Alert>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {view.data.status === 'pending' ? (
                    <Button
                      isLoading={answer.isPending}
                      onClick={() => {
                        setWithdrawn(false);
                        answer.mutate('give');
                      }}
                    >
                      {t('consent.guardianPage.give')}
                    </Button>
                  ) : null}
                  {view.data.status === 'given' ? (
                    <Button variant="outline" onClick={() => setConfirmWithdraw(true)}>
                      {t('consent.guardianPage.withdraw')}
                    </Button>
                  ) : null}
                </div>
                <ConfirmDialog
                  open={confirmWithdraw}
                  onOpenChange={setConfirmWithdraw}
                  title={t('consent.guardianPage.withdrawTitle')}
                  description={t('consent.guardianPage.withdrawDescription', {
                    student: view.data.student_name,
                  })}
                  confirmLabel={t('consent.guardianPage.withdraw')}
                  isPending={answer.isPending}
                  error={answer.error ? describeError(answer.error) : null}
                  onConfirm={() =>
                    answer.mutate('withdraw', {
                      onSuccess: () => {
                        setConfirmWithdraw(false);
                        setWithdrawn(true);
                      },
                    })
                  }
                />
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
