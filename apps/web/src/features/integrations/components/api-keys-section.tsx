import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  FormField,
  Input,
  Select,
  SkeletonList,
} from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { formatDateTimeInZone } from '@/features/orgs/utils/zoned-time';
import { describeError } from '@/lib/error-messages';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import {
  type ApiKey,
  type ApiKeyScope,
  createKey,
  fetchKeys,
  integrationKeys,
  revokeKey,
} from '../api/integrations';
import { useIntegrationsT } from '../hooks/use-integrations-t';
import { ShownOnce } from './shown-once';

function CreateKeyForm({ orgId, onCreated }: { orgId: string; onCreated: () => unknown }) {
  const t = useIntegrationsT();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const create = useMutation({
    mutationFn: () => createKey(orgId, { name: name.trim(), scope }),
    onSuccess: async () => {
      setName('');
      await onCreated();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="integrations-key-new">
      <h4 id="integrations-key-new" className="font-semibold text-slate-900">
        {t('integrations.keys.newTitle')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('integrations.keys.name')} isRequired>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('integrations.keys.namePlaceholder')}
            maxLength={80}
            required
          />
        </FormField>
        <FormField label={t('integrations.keys.scope')}>
          <Select
            value={scope}
            onChange={(e) => setScope(e.target.value as ApiKeyScope)}
            options={[
              { value: 'read', label: t('integrations.keys.scopeRead') },
              { value: 'read_write', label: t('integrations.keys.scopeReadWrite') },
            ]}
          />
        </FormField>
      </div>
      {create.error ? <Alert variant="error">{describeError(create.error)}</Alert> : null}
      {create.data ? (
        <ShownOnce
          title={t('integrations.keys.created', { name: create.data.name })}
          value={create.data.key}
          testId="integrations-new-key"
        />
      ) : null}
      <Button type="submit" isLoading={create.isPending}>
        {t('integrations.keys.create')}
      </Button>
    </form>
  );
}

/** The organisation's API keys: make one (shown once), see when each was last used, revoke. */
export function ApiKeysSection({ organization }: { organization: Organization }) {
  const t = useIntegrationsT();
  const queryClient = useQueryClient();
  const queryKey = integrationKeys.keys(organization.id);
  const keys = useQuery({ queryKey, queryFn: () => fetchKeys(organization.id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const revoke = useConfirmedMutation({
    mutationFn: (key: ApiKey) => revokeKey(key.id),
    onSuccess: refresh,
  });
  const when = (at: string) => formatDateTimeInZone(at, organization.timezone);

  return (
    <section aria-labelledby="integrations-keys-title" className="space-y-4">
      <div>
        <h3 id="integrations-keys-title" className="text-lg font-semibold text-slate-900">
          {t('integrations.keys.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('integrations.keys.description')}</p>
      </div>
      {keys.isLoading ? (
        <SkeletonList rows={2} label={t('integrations.loading')} />
      ) : keys.error ? (
        <Alert variant="error" title={t('integrations.error')}>
          <p>{describeError(keys.error)}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void keys.refetch()}
          >
            {t('integrations.retry')}
          </Button>
        </Alert>
      ) : keys.data?.length ? (
        <ul className="divide-y divide-slate-200" aria-label={t('integrations.keys.title')}>
          {keys.data.map((key) => (
            <li
              key={key.id}
              data-testid="integrations-key"
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{key.name}</span>
                    <Badge variant={key.scope === 'read' ? 'neutral' : 'warning'}>
                      {key.scope === 'read'
                        ? t('integrations.keys.scopeRead')
                        : t('integrations.keys.scopeReadWrite')}
                    </Badge>
                    {key.revoked_at ? (
                      <Badge variant="danger">{t('integrations.keys.revoked')}</Badge>
                    ) : null}
                  </p>
                  <p className="break-all font-mono text-xs text-slate-600">{key.prefix}…</p>
                  <p className="text-sm text-slate-500">
                    {key.last_used_at
                      ? t('integrations.keys.lastUsed', { when: when(key.last_used_at) })
                      : t('integrations.keys.neverUsed')}
                    {' · '}
                    {t('integrations.keys.createdAt', { when: when(key.created_at) })}
                  </p>
                </div>
              </div>
              {key.revoked_at ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => revoke.ask(key)}
                  aria-label={t('integrations.keys.revokeLabel', { name: key.name })}
                >
                  {t('integrations.keys.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('integrations.keys.empty')}</p>
      )}
      <CreateKeyForm orgId={organization.id} onCreated={refresh} />
      <ConfirmDialog
        {...revoke.dialogProps}
        title={t('integrations.keys.revokeTitle', { name: revoke.target?.name ?? '' })}
        description={t('integrations.keys.revokeBody')}
        confirmLabel={t('integrations.keys.revoke')}
        isDestructive
      />
    </section>
  );
}
