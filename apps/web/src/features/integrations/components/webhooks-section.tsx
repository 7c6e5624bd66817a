import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Webhook as WebhookIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  CheckboxGroup,
  ConfirmDialog,
  FormField,
  Input,
  SkeletonList,
} from '@/components/ui';
import { notify } from '@/components/ui/toast';
import type { Organization } from '@/features/orgs/api/organization';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import {
  createWebhook,
  deleteWebhook,
  fetchWebhooks,
  integrationKeys,
  sendTest,
  updateWebhook,
  type Webhook,
  type WebhookEventName,
} from '../api/integrations';
import { useIntegrationsT } from '../hooks/use-integrations-t';
import { DeliveryLog } from './delivery-log';
import { ShownOnce } from './shown-once';

function useEventLabels(): Record<WebhookEventName, string> {
  const t = useIntegrationsT();
  return {
    check_in: t('integrations.events.check_in'),
    check_out: t('integrations.events.check_out'),
    leave_approved: t('integrations.events.leave_approved'),
    member_joined: t('integrations.events.member_joined'),
  };
}

function CreateWebhookForm({ orgId, onCreated }: { orgId: string; onCreated: () => unknown }) {
  const t = useIntegrationsT();
  const labels = useEventLabels();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>(['check_in', 'check_out']);
  const create = useMutation({
    mutationFn: () => createWebhook(orgId, { url: url.trim(), events }),
    onSuccess: async () => {
      setUrl('');
      await onCreated();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="integrations-webhook-new">
      <h4 id="integrations-webhook-new" className="font-semibold text-slate-900">
        {t('integrations.webhooks.newTitle')}
      </h4>
      <FormField
        label={t('integrations.webhooks.url')}
        hint={t('integrations.webhooks.urlHint')}
        isRequired
      >
        <Input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={t('integrations.webhooks.urlPlaceholder')}
          required
          maxLength={500}
        />
      </FormField>
      <CheckboxGroup
        legend={t('integrations.webhooks.events')}
        options={(Object.keys(labels) as WebhookEventName[]).map((value) => ({
          value,
          label: labels[value],
        }))}
        value={events}
        onChange={setEvents}
      />
      {create.error ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
      {create.data ? (
        <ShownOnce
          title={t('integrations.webhooks.created')}
          value={create.data.secret}
          testId="integrations-new-secret"
        />
      ) : null}
      <Button type="submit" isLoading={create.isPending} disabled={!events.length}>
        {t('integrations.webhooks.create')}
      </Button>
    </form>
  );
}

/** Changes a webhook's address, events and whether it is on, in place in its row. */
function EditWebhookForm({
  webhook,
  onDone,
}: {
  webhook: Webhook;
  onDone: (saved: boolean) => unknown;
}) {
  const t = useIntegrationsT();
  const labels = useEventLabels();
  const [url, setUrl] = useState(webhook.url);
  const [events, setEvents] = useState<WebhookEventName[]>(webhook.events);
  const [isEnabled, setIsEnabled] = useState(webhook.is_enabled);
  const save = useMutation({
    mutationFn: () => updateWebhook(webhook.id, { url: url.trim(), events, is_enabled: isEnabled }),
    onSuccess: () => onDone(true),
  });
  const titleId = `integrations-webhook-edit-${webhook.id}`;
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate();
      }}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-labelledby={titleId}
    >
      <h4 id={titleId} className="font-semibold text-slate-900">
        {t('integrations.webhooks.editTitle')}
      </h4>
      <FormField
        label={t('integrations.webhooks.url')}
        hint={t('integrations.webhooks.urlHint')}
        isRequired
      >
        <Input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={500}
        />
      </FormField>
      <CheckboxGroup
        legend={t('integrations.webhooks.events')}
        options={(Object.keys(labels) as WebhookEventName[]).map((value) => ({
          value,
          label: labels[value],
        }))}
        value={events}
        onChange={setEvents}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
          checked={isEnabled}
          onChange={(e) => setIsEnabled(e.target.checked)}
        />
        <span>
          {t('integrations.webhooks.enabled')}
          <span className="block text-slate-600">{t('integrations.webhooks.enabledHint')}</span>
        </span>
      </label>
      {save.error ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={save.isPending} disabled={!events.length}>
          {t('integrations.webhooks.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onDone(false)}>
          {t('integrations.webhooks.cancel')}
        </Button>
      </div>
    </form>
  );
}

function WebhookRow({
  webhook,
  timeZone,
  onRemove,
  onChanged,
}: {
  webhook: Webhook;
  timeZone: string;
  onRemove: () => void;
  onChanged: () => unknown;
}) {
  const t = useIntegrationsT();
  const labels = useEventLabels();
  const queryClient = useQueryClient();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const test = useMutation({
    mutationFn: () => sendTest(webhook.id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(webhook.id) }),
  });
  return (
    <li className="space-y-3 py-3" data-testid="integrations-webhook">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <WebhookIcon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <div className="min-w-0 space-y-1">
            <p className="break-all font-mono text-sm text-slate-900">{webhook.url}</p>
            <p className="flex flex-wrap gap-1">
              {webhook.events.map((event) => (
                <Badge key={event}>{labels[event]}</Badge>
              ))}
              {webhook.is_enabled ? null : (
                <Badge variant="warning">{t('integrations.webhooks.off')}</Badge>
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            isLoading={test.isPending}
            onClick={() => test.mutate()}
          >
            {t('integrations.webhooks.test')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={isLogOpen}
            onClick={() => setIsLogOpen((open) => !open)}
          >
            {t('integrations.webhooks.log')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={isEditing}
            aria-label={t('integrations.webhooks.editLabel', { url: webhook.url })}
            onClick={() => setIsEditing((open) => !open)}
          >
            {t('integrations.webhooks.edit')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onRemove}
            aria-label={t('integrations.webhooks.removeLabel', { url: webhook.url })}
          >
            {t('integrations.webhooks.remove')}
          </Button>
        </div>
      </div>
      {isEditing ? (
        <EditWebhookForm
          webhook={webhook}
          onDone={async (saved) => {
            if (saved) {
              await onChanged();
              // Saved: the shell's toast, as every save.
              notify.saved(t('integrations.webhooks.saved'));
            }
            setIsEditing(false);
          }}
        />
      ) : null}
      {test.error ? <Alert variant="error">{describeError(test.error)}</Alert> : null}
      {test.data ? (
        <Alert variant={test.data.outcome === 'delivered' ? 'success' : 'error'} role="status">
          {test.data.outcome === 'delivered'
            ? t('integrations.webhooks.testDelivered', {
                status: test.data.response_status ?? 0,
                ms: test.data.duration_ms,
              })
            : t('integrations.webhooks.testFailed', { reason: test.data.error ?? '' })}
        </Alert>
      ) : null}
      {isLogOpen ? <DeliveryLog webhookId={webhook.id} timeZone={timeZone} /> : null}
    </li>
  );
}

/** The organisation's webhooks: register a URL for chosen events, test it, read its log. */
export function WebhooksSection({ organization }: { organization: Organization }) {
  const t = useIntegrationsT();
  const queryClient = useQueryClient();
  const queryKey = integrationKeys.webhooks(organization.id);
  const hooks = useQuery({ queryKey, queryFn: () => fetchWebhooks(organization.id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const remove = useConfirmedMutation({
    mutationFn: (hook: Webhook) => deleteWebhook(hook.id),
    onSuccess: refresh,
  });
  return (
    <section aria-labelledby="integrations-webhooks-title" className="space-y-4">
      <div>
        <h3 id="integrations-webhooks-title" className="text-lg font-semibold text-slate-900">
          {t('integrations.webhooks.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('integrations.webhooks.description')}</p>
      </div>
      {hooks.isLoading ? (
        <SkeletonList rows={2} label={t('integrations.loading')} />
      ) : hooks.error ? (
        <Alert variant="error" title={t('integrations.error')}>
          <p>{describeError(hooks.error)}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void hooks.refetch()}
          >
            {t('integrations.retry')}
          </Button>
        </Alert>
      ) : hooks.data?.length ? (
        <ul className="divide-y divide-slate-200" aria-label={t('integrations.webhooks.title')}>
          {hooks.data.map((hook) => (
            <WebhookRow
              key={hook.id}
              webhook={hook}
              timeZone={organization.timezone}
              onRemove={() => remove.ask(hook)}
              onChanged={refresh}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('integrations.webhooks.empty')}</p>
      )}
      <CreateWebhookForm orgId={organization.id} onCreated={refresh} />
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('integrations.webhooks.removeTitle')}
        description={t('integrations.webhooks.removeBody', { url: remove.target?.url ?? '' })}
        confirmLabel={t('integrations.webhooks.remove')}
        isDestructive
      />
    </section>
  );
}
