import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Dialog, FormField, Input } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';

/** Asks for a name: a new folder's, or an item's new one. */
export function NameDialog({
  open,
  title,
  label,
  initial,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (open) setName(initial);
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !isPending && onClose()}
      title={title}
      size="sm"
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField label={label} isRequired>
          <Input
            value={name}
            maxLength={255}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('files.action.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending} disabled={!name.trim()}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
