import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@ias/shared';
import { useState } from 'react';
import { Alert, Button, Dialog, FormField, Input, Select } from '@/components/ui';
import { useCatalogueT, useLocale } from '@/features/i18n';
import { filesKeys } from '../api/files-keys';
import { createShare, fetchShares, revokeShare } from '../api/shares';
import type { FileItem } from '../api/types';
import { catalogue } from '../catalogue';

/** Links to one file: make one (1 hour to 30 days), copy it, turn links off. */
export function ShareDialog({ item, onClose }: { item: FileItem | null; onClose: () => void }) {
  const t = useCatalogueT(catalogue);
  const locale = useLocale();
  const client = useQueryClient();
  const [hours, setHours] = useState('24');
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const shares = useQuery({
    queryKey: filesKeys.shares(item?.id ?? ''),
    queryFn: () => fetchShares(item!.id),
    enabled: Boolean(item),
  });
  const refresh = () => client.invalidateQueries({ queryKey: filesKeys.shares(item?.id ?? '') });
  const create = useMutation({
    mutationFn: () => createShare(item!.id, Number(hours)),
    onSuccess: async (share) => {
      setCreated(share.url);
      setCopied(false);
      await refresh();
    },
  });
  const revoke = useMutation({ mutationFn: revokeShare, onSuccess: refresh });
  const close = () => {
    setCreated(null);
    create.reset();
    revoke.reset();
    onClose();
  };
  const options = [
    { value: '1', label: t('files.share.hour') },
    { value: '24', label: t('files.share.day') },
    { value: '168', label: t('files.share.week') },
    { value: '720', label: t('files.share.month') },
  ];
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title={item ? t('files.share.title', { name: item.name }) : ''}
      description={t('files.share.text')}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-2">
          <FormField label={t('files.share.expiry')} className="min-w-[10rem] flex-1">
            <Select
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              options={options}
            />
          </FormField>
          <Button onClick={() => create.mutate()} isLoading={create.isPending}>
            {t('files.share.create')}
          </Button>
        </div>
        {create.isError ? <Alert variant="error">{create.error.message}</Alert> : null}
        {created ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">{t('files.share.newLink')}</p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={created}
                aria-label={t('files.share.newLink')}
                onFocus={(event) => event.target.select()}
              />
              <Button
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(created).then(() => setCopied(true));
                }}
              >
                {t('files.share.copy')}
              </Button>
            </div>
            {copied ? (
              <p role="status" className="text-sm text-emerald-700">
                {t('files.share.copied')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('files.share.active')}</h3>
          {revoke.isError ? <Alert variant="error">{revoke.error.message}</Alert> : null}
          {revoke.isSuccess ? (
            <p role="status" className="mb-2 text-sm text-emerald-700">
              {t('files.share.revoked')}
            </p>
          ) : null}
          {shares.data?.length ? (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {shares.data.map((share) => (
                <li
                  key={share.id}
                  className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span>
                    {t('files.share.expires', { date: formatDateTime(share.expires_at, locale) })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={revoke.isPending && revoke.variables === share.id}
                    onClick={() => revoke.mutate(share.id)}
                  >
                    {t('files.share.revoke')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('files.share.none')}</p>
          )}
        </div>
      </div>
    </Dialog>
  );
}
