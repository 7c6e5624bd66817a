import { KeyRound, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui';
import type { Organization } from '../api/organization';
import { useJoinCode } from '../hooks/use-join-code';
import { joinLink } from '../utils/remembered-join';
import { formatDateTimeInZone, zoneOffsetLabel } from '../utils/zoned-time';
import { CopyButton } from './copy-button';
import { useOrgsT } from '../hooks/use-orgs-t';

/** The organisation at a glance: name, where it is, its clock, and how people join it. */
export function JoinCodeCard({ organization }: { organization: Organization }) {
  const t = useOrgsT();
  const now = useNow(30_000);
  const joinCode = useJoinCode(organization.id);
  const code = joinCode.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{organization.name}</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {t(organization.kind === 'institute' ? 'orgs.kind.institute' : 'orgs.kind.company')}
          </span>
          {organization.address ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
              {organization.address}
            </span>
          ) : null}
        </CardDescription>
        <p className="text-sm text-slate-600">
          {t('orgs.joinCode.localTime')}{' '}
          <time className="font-medium text-slate-900" data-testid="org-local-time">
            {formatDateTimeInZone(now, organization.timezone)}
          </time>{' '}
          {t('orgs.joinCode.zone', {
            zone: organization.timezone,
            offset: zoneOffsetLabel(organization.timezone, now),
          })}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <KeyRound aria-hidden="true" className="h-4 w-4 text-brand-600" />
            {t('orgs.joinCode.title')}
          </p>
          {joinCode.isPending ? (
            // The shape of what loads — the code and its two copy buttons, wrapping as they do —
            // so the card does not grow when the code arrives (a layout shift on phones).
            <div
              className="mt-2 flex flex-wrap items-center gap-3"
              role="status"
              aria-label={t('orgs.joinCode.loading')}
            >
              <div className="h-11 w-44 animate-pulse rounded-lg bg-white ring-1 ring-brand-100" />
              <div className="h-8 w-28 animate-pulse rounded-lg bg-white ring-1 ring-brand-100" />
              <div className="h-8 w-36 animate-pulse rounded-lg bg-white ring-1 ring-brand-100" />
            </div>
          ) : joinCode.isError ? (
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
              {t('orgs.joinCode.failed')}
              <Button variant="outline" size="sm" onClick={() => void joinCode.refetch()}>
                {t('orgs.tryAgain')}
              </Button>
            </p>
          ) : code ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <code
                className="rounded-lg bg-white px-3 py-1.5 font-mono text-2xl font-bold tracking-[0.2em] text-slate-900 ring-1 ring-brand-200"
                data-testid="join-code"
              >
                {code}
              </code>
              <CopyButton text={code} label={t('orgs.joinCode.copyCode')} />
              <CopyButton text={joinLink(code)} label={t('orgs.joinCode.copyLink')} />
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t('orgs.joinCode.hidden')}</p>
          )}
          <p className="mt-3 text-sm text-slate-600">
            {t(
              organization.kind === 'institute'
                ? 'orgs.joinCode.howInstitute'
                : 'orgs.joinCode.howCompany',
            )}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
