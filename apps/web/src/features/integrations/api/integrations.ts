import { apiFetch } from '@/lib/api-client';

export type ApiKeyScope = 'read' | 'read_write';

export type ApiKey = {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

export const WEBHOOK_EVENTS = ['check_in', 'check_out', 'leave_approved', 'member_joined'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export type Webhook = {
  id: string;
  url: string;
  events: WebhookEventName[];
  description: string | null;
  is_enabled: boolean;
  created_at: string;
};

export type WebhookDelivery = {
  id: string;
  event: string;
  attempt: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  created_at: string;
};

export const integrationKeys = {
  keys: (orgId: string) => ['integrations', orgId, 'keys'] as const,
  webhooks: (orgId: string) => ['integrations', orgId, 'webhooks'] as const,
  deliveries: (webhookId: string) => ['integrations', 'deliveries', webhookId] as const,
};

export const fetchKeys = (orgId: string) =>
  apiFetch<{ keys: ApiKey[] }>(`/api/organizations/${orgId}/api-keys`).then((r) => r.keys);

/** The answer is the only time the whole key is seen. */
export const createKey = (orgId: string, input: { name: string; scope: ApiKeyScope }) =>
  apiFetch<ApiKey & { key: string }>(`/api/organizations/${orgId}/api-keys`, {
    method: 'POST',
    body: input,
  });

export const revokeKey = (keyId: string) =>
  apiFetch<ApiKey>(`/api/api-keys/${keyId}/revoke`, { method: 'POST', body: {} });

export const fetchWebhooks = (orgId: string) =>
  apiFetch<{ webhooks: Webhook[] }>(`/api/organizations/${orgId}/webhooks`).then((r) => r.webhooks);

/** The answer is the only time the signing secret is seen. */
export const createWebhook = (orgId: string, input: { url: string; events: WebhookEventName[] }) =>
  apiFetch<Webhook & { secret: string }>(`/api/organizations/${orgId}/webhooks`, {
    method: 'POST',
    body: input,
  });

export type WebhookChanges = { url?: string; events?: WebhookEventName[]; is_enabled?: boolean };

export const updateWebhook = (webhookId: string, changes: WebhookChanges) =>
  apiFetch<Webhook>(`/api/webhooks/${webhookId}`, { method: 'PATCH', body: changes });

export const deleteWebhook = (webhookId: string) =>
  apiFetch<unknown>(`/api/webhooks/${webhookId}`, { method: 'DELETE' });

export const sendTest = (webhookId: string) =>
  apiFetch<WebhookDelivery>(`/api/webhooks/${webhookId}/test`, { method: 'POST', body: {} });

export const fetchDeliveries = (webhookId: string) =>
  apiFetch<{ deliveries: WebhookDelivery[] }>(`/api/webhooks/${webhookId}/deliveries`).then(
    (r) => r.deliveries,
  );
