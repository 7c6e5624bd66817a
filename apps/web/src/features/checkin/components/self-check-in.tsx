import { deviceZone, formatTimeIn } from '@ias/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, LogIn, LogOut, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { currentLocale } from '@/features/i18n';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import {
  checkInKeys,
  fetchCheckInContext,
  postSelfCheckIn,
  type SelfCheckInResult,
} from '../api/self-check-in';
import { type Position, useGeolocation } from '../hooks/use-geolocation';
import { formatDistance, nearestSite } from '../utils/geo';
import { FaceVerification, type VerifiedFace } from './face-verification';
import { useCheckinT } from '../hooks/use-checkin-t';
import type { CheckinMessageId } from '../catalogue';

type Step =
  | { name: 'idle' }
  | { name: 'locating' }
  | { name: 'sending' }
  | { name: 'face'; position: Position; clientId: string }
  | { name: 'done'; result: SelfCheckInResult }
  | {
      name: 'refused';
      title: string;
      message: string;
      distance?: string;
      /** Where the person can fix it, e.g. their profile to set up face check-in. */
      fix?: { to: string; label: string };
    };

/** Titles of refusals that need more than the server's sentence. */
const REFUSAL_TITLES: Record<string, CheckinMessageId> = {
  outside_geofence: 'checkin.refused.outside',
  face_mismatch: 'checkin.refused.faceMismatch',
  face_not_enrolled: 'checkin.refused.notEnrolled',
};

const time = (iso: string | null, timeZone?: string) =>
  iso ? formatTimeIn(iso, timeZone ?? deviceZone(), currentLocale()) : '';

/** Check in/out from one's own device: geofence and face, as the organisation allows. */
export function SelfCheckIn({ orgId }: { orgId: string }) {
  const t = useCheckinT();
  const queryClient = useQueryClient();
  const { memberships } = useMyMemberships();
  const membership = memberships.find((m) => m.org_id === orgId && m.status === 'active');
  const context = useQuery({
    queryKey: checkInKeys.context(orgId, membership?.id ?? 'none'),
    queryFn: () => fetchCheckInContext(orgId, membership!.id),
    enabled: Boolean(membership),
  });
  const geo = useGeolocation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [position, setPosition] = useState<Position | null>(null);

  const today = context.data?.today;
  const zone = context.data?.organization.timezone;
  const isIn = Boolean(today?.check_in_at);
  const nearest = position && context.data ? nearestSite(context.data.sites, position) : null;

  const send = async (at: Position, clientId: string, face?: VerifiedFace) => {
    setStep({ name: 'sending' });
    try {
      const result = await postSelfCheckIn({
        client_id: clientId,
        org_id: orgId,
        location: at,
        ...(face
          ? {
              descriptor: face.descriptor,
              quality: Math.round(face.quality * 1000) / 1000,
              liveness: face.liveness,
              ...(face.challenge ? { challenge: face.challenge, frames: face.frames } : {}),
            }
          : {}),
      });
      setStep({ name: 'done', result });
      // Other cards on the dashboard (today, the month so far) show the new record too.
      void queryClient.invalidateQueries();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'face_required') {
        setStep({ name: 'face', position: at, clientId });
        return;
      }
      const body = (error instanceof ApiError ? error.body : undefined) as
        { distance_m?: number; site?: { name: string; radius_m: number } } | undefined;
      const code = error instanceof ApiError ? error.code : undefined;
      setStep({
        name: 'refused',
        title: t((code && REFUSAL_TITLES[code]) || 'checkin.refused.title'),
        message: describeError(error),
        fix:
          code === 'face_not_enrolled'
            ? { to: '/profile', label: t('checkin.refused.setUpFace') }
            : undefined,
        distance:
          body?.distance_m !== undefined && body.site
            ? t('checkin.refused.distance', {
                distance: formatDistance(body.distance_m),
                site: body.site.name,
                radius: body.site.radius_m,
              })
            : undefined,
      });
    }
  };

  const start = async () => {
    setStep({ name: 'locating' });
    const at = await geo.locate();
    if (!at) return setStep({ name: 'idle' });
    setPosition(at);
    await send(at, crypto.randomUUID());
  };

  if (!membership) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('checkin.title')}</CardTitle>
          <CardDescription>{t('checkin.pending')}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="self-check-in-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="self-check-in-title">{t('checkin.title')}</CardTitle>
          {context.isSuccess ? (
            today?.check_out_at ? (
              <Badge>{t('checkin.badge.out', { time: time(today.check_out_at, zone) })}</Badge>
            ) : isIn ? (
              <Badge variant="success">
                {t('checkin.badge.in', { time: time(today!.check_in_at, zone) })}
              </Badge>
            ) : (
              <Badge variant="warning">{t('checkin.badge.notIn')}</Badge>
            )
          ) : null}
        </div>
        <CardDescription>
          {context.data?.organization.allowed_methods.includes('face')
            ? context.data?.organization.name
              ? t('checkin.description.face', { org: context.data.organization.name })
              : t('checkin.description.faceWork')
            : context.data?.organization.name
              ? t('checkin.description.location', { org: context.data.organization.name })
              : t('checkin.description.locationWork')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {context.isLoading ? (
          // The card's own shape: the line about where you are, then the check-in button.
          <SkeletonShape testId="skeleton-check-in">
            <div className="space-y-4">
              <SkeletonBlock className="h-4 w-64 max-w-full bg-slate-100" />
              <SkeletonBlock className="h-12 w-full rounded-lg sm:w-48" />
            </div>
          </SkeletonShape>
        ) : null}
        {context.isError ? (
          <Alert variant="error">
            <p>{describeError(context.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void context.refetch()}
            >
              {t('checkin.retry')}
            </Button>
          </Alert>
        ) : null}
        {geo.error ? <Alert variant="warning">{geo.error}</Alert> : null}
        {position ? (
          <p
            className="flex items-start gap-2 text-sm text-slate-700"
            data-testid="self-check-in-location"
          >
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            <span>
              {nearest
                ? t('checkin.location.nearest', {
                    distance: formatDistance(nearest.distance),
                    site: nearest.site.name,
                    radius: nearest.site.radius_m,
                  })
                : t('checkin.location.none')}{' '}
              <span className="text-slate-500">
                · {t('checkin.location.accuracy', { accuracy: position.accuracy })}
              </span>
            </span>
          </p>
        ) : null}
        {step.name === 'face' ? (
          <FaceVerification
            livenessRequired={context.data?.organization.liveness_required ?? false}
            verification={context.data?.organization.face_verification ?? false}
            orgId={orgId}
            onCancel={() => setStep({ name: 'idle' })}
            onVerified={(face) => void send(step.position, step.clientId, face)}
          />
        ) : null}
        {step.name === 'done' ? (
          <Alert
            variant="success"
            title={
              step.result.outcome === 'checked_out'
                ? t('checkin.done.out')
                : step.result.outcome === 'repeat'
                  ? t('checkin.done.repeat')
                  : t('checkin.done.in')
            }
          >
            {step.result.message} ·{' '}
            {t('checkin.done.where', {
              site: step.result.site.name,
              distance: formatDistance(step.result.site.distance_m),
            })}
          </Alert>
        ) : null}
        {step.name === 'refused' ? (
          <Alert variant="error" title={step.title}>
            <p>{step.message}</p>
            {step.distance ? (
              <p className="mt-1 font-medium" data-testid="self-check-in-distance">
                {step.distance}
              </p>
            ) : null}
            {step.fix ? (
              <Link
                to={step.fix.to}
                className="mt-2 inline-flex items-center gap-1 font-medium underline underline-offset-2"
              >
                {step.fix.label} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            ) : null}
          </Alert>
        ) : null}
        {step.name !== 'face' ? (
          <Button
            size="lg"
            onClick={() => void start()}
            isLoading={step.name === 'locating' || step.name === 'sending'}
            disabled={!context.isSuccess}
          >
            {isIn && !today?.check_out_at ? (
              <LogOut aria-hidden="true" className="h-5 w-5" />
            ) : (
              <LogIn aria-hidden="true" className="h-5 w-5" />
            )}
            {step.name === 'locating'
              ? t('checkin.button.locating')
              : step.name === 'sending'
                ? t('checkin.button.sending')
                : isIn
                  ? t('checkin.button.out')
                  : t('checkin.button.in')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
