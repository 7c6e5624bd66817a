import { KeyRound, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui';
import type { Organization } from '../api/organization';
import { joinLink } from '../utils/remembered-join';
import { formatDateTimeInZone, zoneOffsetLabel } from '../utils/zoned-time';
import { CopyButton } from './copy-button';

/** The organisation at a glance: name, where it is, its clock, and how people join it. */
export function JoinCodeCard({ organization }: { organization: Organization }) {
  const now = useNow(30_000);
  const link = joinLink(organization.join_code);
  const people = organization.kind === 'institute' ? 'Teachers and students' : 'Employees';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{organization.name}</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{organization.kind === 'institute' ? 'Institute' : 'Company'}</span>
          {organization.address ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
              {organization.address}
            </span>
          ) : null}
        </CardDescription>
        <p className="text-sm text-slate-600">
          Local time:{' '}
          <time className="font-medium text-slate-900" data-testid="org-local-time">
            {formatDateTimeInZone(now, organization.timezone)}
          </time>{' '}
          ({organization.timezone}, {zoneOffsetLabel(organization.timezone, now)})
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <KeyRound aria-hidden="true" className="h-4 w-4 text-brand-600" />
            Join code
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <code
              className="rounded-lg bg-white px-3 py-1.5 font-mono text-2xl font-bold tracking-[0.2em] text-slate-900 ring-1 ring-brand-200"
              data-testid="join-code"
            >
              {organization.join_code}
            </code>
            <CopyButton text={organization.join_code} label="Copy code" />
            <CopyButton text={link} label="Copy join link" />
          </div>
          <p className="mt-3 text-sm text-slate-600">
            {people} sign up with their own account, enter this code (or open the link) and wait for
            your approval. Share it only with your own people.
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
