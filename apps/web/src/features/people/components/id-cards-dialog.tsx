import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Dialog, FormField, Select } from '@/components/ui';
import type { GroupName } from '@/features/orgs/api/group-names';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { downloadIdCards } from '../api/download-id-cards';
import { catalogue } from '../catalogue';
import { saveFile } from '../utils/csv-template';

/** Prints ID cards (photo, name, number and a kiosk QR code) for everyone or one group. */
export function IdCardsDialog({
  orgId,
  groups,
  open,
  onOpenChange,
}: {
  orgId: string;
  groups: GroupName[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useCatalogueT(catalogue);
  const [groupId, setGroupId] = useState('');
  const download = useMutation({
    mutationFn: () => downloadIdCards(orgId, groupId || undefined),
    onSuccess: (blob) => {
      const group = groups.find((g) => g.id === groupId)?.name;
      const slug = (group ?? 'all').toLowerCase().replace(/[^a-z0-9]+/g, '-');
      saveFile(blob, `id-cards-${slug}.pdf`, 'application/pdf');
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) download.reset();
      }}
      title={t('people.action.cards')}
      description={t('people.cards.description')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('people.close')}
          </Button>
          <Button onClick={() => download.mutate()} isLoading={download.isPending}>
            {download.isPending ? null : <Download aria-hidden="true" className="h-4 w-4" />}
            {t('people.cards.download')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label={t('people.cards.whose')} hint={t('people.cards.whoseHint')}>
          <Select
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            options={[
              { value: '', label: t('people.cards.everyone') },
              ...groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </FormField>
        {download.error ? <Alert variant="error">{describeError(download.error)}</Alert> : null}
        {download.isSuccess ? (
          <Alert variant="success">{t('people.cards.downloading')}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
