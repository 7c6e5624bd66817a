import type { DeliveryStatusFilter } from '@/features/guardians/api/guardians';
import { apiDownload, apiFetch } from '@/lib/api-client';

/** One notification e-mail or push to a member, as the owner's delivery log shows it. */
export type MemberDelivery = {
  id: string;
  created_at: string;
  kind: string | null;
  channel: 'email' | 'push';
  recipient_name: string;
  address: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  error: string | null;
  attempted_at: string | null;
};

export const memberDeliveryKeys = {
  list: (orgId: string, q: string, status: DeliveryStatusFilter) =>
    ['notifications', 'deliveries', orgId, q, status] as const,
};

const query = (q: string, status: DeliveryStatusFilter) =>
  new URLSearchParams({ q, status }).toString();

export const fetchMemberDeliveries = (orgId: string, q: string, status: DeliveryStatusFilter) =>
  apiFetch<{ deliveries: MemberDelivery[] }>(
    `/api/organizations/${orgId}/notification-deliveries?${query(q, status)}`,
  );

export const downloadMemberDeliveries = (
  orgId: string,
  q: string,
  status: DeliveryStatusFilter,
  what: string,
) =>
  apiDownload(`/api/organizations/${orgId}/notification-deliveries.csv?${query(q, status)}`, {
    what,
    fallbackName: 'notification-deliveries.csv',
  });
