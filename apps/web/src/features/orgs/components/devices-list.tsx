import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, MonitorSmartphone } from 'lucide-react';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
} from '@/components/ui';
import { QueryList } from '@/components/ui/query-list';
import { GuideLink } from '@/features/tutorials/components/guide-link';
import { RowAction } from '@/components/ui/row-action';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { type Device, fetchDevices, revokeDevice } from '../api/devices';
import { orgKeys } from '../api/memberships';
import type { Organization } from '../api/organization';
import { useGroupNames } from '../hooks/use-group-names';
import { describeAgo, formatDateTimeInZone } from '../utils/zoned-time';
import { useOrgsT } from '../hooks/use-orgs-t';
import { ZoneNote } from './zone-note';

const METHOD_LABELS = {
  face: 'orgs.devices.method.face',
  card: 'orgs.devices.method.card',
  qr: 'orgs.devices.method.qr',
} as const;

/** The organisation's kiosks: what they serve, when they were last seen, and revoking them. */
export function DevicesList({ organization }: { organization: Organization }) {
  const t = useOrgsT();
  const orgId = organization.id;
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: orgKeys.devices(orgId),
    queryFn: () => fetchDevices(orgId),
    refetchInterval: 60_000,
  });
  const groups = useGroupNames(orgId);
  const revoke = useConfirmedMutation({
    mutationFn: (device: Device) => revokeDevice(device.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.devices(orgId) }),
  });
  const groupName = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
  const active = devices.data?.filter((d) => !d.revoked_at) ?? [];
  const revoked = devices.data?.filter((d) => d.revoked_at) ?? [];

  const row = (device: Device) => {
    const seen = describeAgo(device.last_seen_at);
    return (
      <li
        key={device.id}
        className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
        data-testid="device-row"
      >
        <div className="flex min-w-0 gap-3">
          <MonitorSmartphone
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
          />
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{device.name}</span>
              {device.revoked_at ? (
                <Badge variant="neutral">{t('orgs.devices.revoked')}</Badge>
              ) : seen ? (
                <Badge variant="success">{t('orgs.devices.inUse')}</Badge>
              ) : (
                <Badge variant="warning">{t('orgs.devices.neverUsed')}</Badge>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {device.group_ids.length
                ? device.group_ids
                    .map((id) => groupName.get(id) ?? t('orgs.devices.deletedGroup'))
                    .join(', ')
                : t('orgs.devices.wholeOrg')}
              {' · '}
              {device.methods.map((m) => t(METHOD_LABELS[m])).join(', ')}
            </p>
            <p className="text-sm text-slate-500">
              {device.revoked_at
                ? t('orgs.devices.revokedAt', {
                    when: formatDateTimeInZone(device.revoked_at, organization.timezone),
                  })
                : device.last_seen_at
                  ? t('orgs.devices.lastSeen', {
                      ago: seen ?? '',
                      when: formatDateTimeInZone(device.last_seen_at, organization.timezone),
                    })
                  : t('orgs.devices.setUpAt', {
                      when: formatDateTimeInZone(device.created_at, organization.timezone),
                    })}
            </p>
          </div>
        </div>
        {!device.revoked_at ? (
          <RowAction
            icon={Ban}
            label={t('orgs.devices.revokeNamed', { name: device.name })}
            variant="outline"
            onClick={() => revoke.ask(device)}
            className="shrink-0 self-start"
          >
            {t('orgs.devices.revoke')}
          </RowAction>
        ) : null}
      </li>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs.devices.title')}</CardTitle>
        <CardDescription>{t('orgs.devices.description')}</CardDescription>
        <ZoneNote timeZone={organization.timezone} />
      </CardHeader>
      <CardContent>
        <QueryList
          query={devices}
          empty={
            <p className="text-sm text-slate-600">
              {t('orgs.devices.empty')} <GuideLink guide="set-up-kiosk" />
            </p>
          }
        >
          {() => (
            <>
              {active.length ? (
                <ul className="divide-y divide-slate-100" aria-label={t('orgs.devices.inUseList')}>
                  {active.map(row)}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">{t('orgs.devices.noneActive')}</p>
              )}
              {revoked.length ? (
                <details className="mt-4 rounded-xl bg-slate-50 px-4 py-2">
                  <summary className="cursor-pointer py-1 text-sm font-medium text-slate-700">
                    {t('orgs.devices.revokedList', { count: revoked.length })}
                  </summary>
                  <ul className="divide-y divide-slate-200">{revoked.map(row)}</ul>
                </details>
              ) : null}
            </>
          )}
        </QueryList>
      </CardContent>
      <ConfirmDialog
        {...revoke.dialogProps}
        title={
          revoke.target
            ? t('orgs.devices.revokeTitle', { name: revoke.target.name })
            : t('orgs.devices.revokeTitleUnnamed')
        }
        description={t('orgs.devices.revokeBody')}
        confirmLabel={t('orgs.devices.revokeKiosk')}
      />
    </Card>
  );
}
