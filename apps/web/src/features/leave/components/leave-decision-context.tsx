import { formatDate, formatNumber } from '@ias/shared';
import { Alert, Button, SkeletonBlock } from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { catalogue } from '../catalogue';
import { useDecisionContext, useLeaveDocumentUrl } from '../hooks/use-leave';

/** The supporting document's name and a link to open it (a signed link, ten minutes long). */
function LeaveDocumentLink({ path, name }: { path: string; name: string }) {
  const t = useCatalogueT(catalogue);
  const url = useLeaveDocumentUrl(path);
  return (
    <p className="text-slate-800" data-testid="leave-context-document">
      {t('leave.context.document')}{' '}
      {url.data ? (
        <a
          href={url.data}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          {name}
        </a>
      ) : url.isError ? (
        <span className="text-red-700">{t('leave.context.documentError', { name })}</span>
      ) : (
        <span className="text-slate-500">{name}</span>
      )}
    </p>
  );
}

/**
 * Before an approver decides a leave: the person's balance of its type and the other leave, among
 * the people the approver looks after, on the same days.
 */
export function LeaveDecisionContext({ requestId }: { requestId: string }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const context = useDecisionContext(requestId);
  const days = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  if (context.isPending) {
    return (
      <SkeletonShape label={t('leave.loading')} testId="skeleton-leave-context">
        <div className="space-y-3 rounded-lg border border-slate-200 p-3">
          <SkeletonBlock className="h-4 w-3/4" />
          <SkeletonBlock className="h-4 w-1/2 bg-slate-100" />
        </div>
      </SkeletonShape>
    );
  }
  if (context.isError)
    return (
      <Alert variant="warning">
        {context.error instanceof ApiError ? context.error.message : t('leave.error')}{' '}
        <Button variant="link" onClick={() => void context.refetch()}>
          {t('leave.retry')}
        </Button>
      </Alert>
    );
  const { balance, overlapping, document: supporting } = context.data;
  return (
    <div
      className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm"
      data-testid="leave-context"
    >
      {balance ? (
        <p className="text-slate-800">
          {balance.tracks_balance && balance.balance !== null
            ? t('leave.context.balance', {
                type: balance.type,
                balance: days(balance.balance),
                pending: days(balance.pending ?? 0),
              })
            : t('leave.context.noBalance', { type: balance.type })}
        </p>
      ) : (
        <p className="text-slate-600">{t('leave.context.untyped')}</p>
      )}
      {supporting ? <LeaveDocumentLink path={supporting.path} name={supporting.name} /> : null}
      <div>
        <p className="font-medium text-slate-900">{t('leave.context.overlapTitle')}</p>
        {overlapping.length ? (
          <ul className="mt-1 space-y-1">
            {overlapping.map((other) => (
              <li key={other.id} className="text-slate-700">
                {t('leave.context.overlapItem', {
                  name: other.full_name,
                  type: other.type ?? t('leave.untyped'),
                  from: formatDate(other.from_date, locale),
                  to: formatDate(other.to_date, locale),
                  status: other.status,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t('leave.context.overlapNone')}</p>
        )}
      </div>
    </div>
  );
}
