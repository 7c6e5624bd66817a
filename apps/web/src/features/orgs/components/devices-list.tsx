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

const METHOD_LABELS = { face: 'Face', card: 'ID card', qr: 'QR code' } as const;

/** The organisation's kiosks: what they serve, when they were last seen, and revoking them. */
export function DevicesList({ organization }: { organization: Organization }) {
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
                <Badge variant="neutral">Revoked</Badge>
              ) : seen ? (
                <Badge variant="success">In use</Badge>
              ) : (
                <Badge variant="warning">Never used</Badge>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {device.group_ids.length
                ? device.group_ids.map((id) => groupName.get(id) ?? 'a deleted group').join(', ')
                : 'Whole organisation'}
              {' · '}
              {device.methods.map((m) => METHOD_LABELS[m]).join(', ')}
            </p>
            <p className="text-sm text-slate-500">
              {device.revoked_at
                ? `Revoked ${formatDateTimeInZone(device.revoked_at, organization.timezone)}`
                : device.last_seen_at
                  ? `Last seen ${seen} (${formatDateTimeInZone(device.last_seen_at, organization.timezone)})`
                  : `Set up ${formatDateTimeInZone(device.created_at, organization.timezone)}, not used since`}
            </p>
          </div>
        </div>
        {!device.revoked_at ? (
          <RowAction
            icon={Ban}
            label={`Revoke ${device.name}`}
            variant="outline"
            onClick={() => revoke.ask(device)}
            className="shrink-0 self-start"
          >
            Revoke
          </RowAction>
        ) : null}
      </li>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Kiosks</CardTitle>
        <CardDescription>
          Tablets and laptops set up to check people in. Revoking one stops it at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryList
          query={devices}
          empty={
            <p className="text-sm text-slate-600">
              No kiosks yet. Set up this device as one with the form, or open this page on the
              tablet at your entrance. <GuideLink guide="set-up-kiosk" />
            </p>
          }
        >
          {() => (
            <>
              {active.length ? (
                <ul className="divide-y divide-slate-100" aria-label="Kiosks in use">
                  {active.map(row)}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">No kiosk is active.</p>
              )}
              {revoked.length ? (
                <details className="mt-4 rounded-xl bg-slate-50 px-4 py-2">
                  <summary className="cursor-pointer py-1 text-sm font-medium text-slate-700">
                    Revoked kiosks ({revoked.length})
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
        title={`Revoke ${revoke.target?.name ?? 'this kiosk'}?`}
        description="It stops checking people in at once and cannot be turned back on; set it up again to reuse the device. Check-ins it already recorded are kept."
        confirmLabel="Revoke kiosk"
      />
    </Card>
  );
}
