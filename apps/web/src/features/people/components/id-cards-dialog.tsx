import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Dialog, FormField, Select } from '@/components/ui';
import type { GroupName } from '@/features/orgs/api/group-names';
import { describeError } from '@/lib/error-messages';
import { downloadIdCards } from '../api/download-id-cards';
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
      title="Print ID cards"
      description="A PDF of A4 pages with cards to cut out: photo, name, number and a QR code that kiosks scan."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => download.mutate()} isLoading={download.isPending}>
            {download.isPending ? null : <Download aria-hidden="true" className="h-4 w-4" />}
            Download PDF
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormField label="Whose cards" hint="Only active members get a card.">
          <Select
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            options={[
              { value: '', label: 'Everyone' },
              ...groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </FormField>
        {download.error ? <Alert variant="error">{describeError(download.error)}</Alert> : null}
        {download.isSuccess ? <Alert variant="success">The PDF is downloading.</Alert> : null}
      </div>
    </Dialog>
  );
}
