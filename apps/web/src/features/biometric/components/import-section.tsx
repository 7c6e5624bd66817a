import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, Button, FormField, Input, Select } from '@/components/ui';
import type { Organization } from '@/features/orgs/api/organization';
import { describeError } from '@/lib/error-messages';
import { biometricKeys, type BiometricOverview, importPunches } from '../api/biometric';
import { useBiometricT } from '../hooks/use-biometric-t';

const MAX_BYTES = 4 * 1024 * 1024;

/** A punch log exported by the device's desktop software (attlog.dat, CSV or TXT). */
export function ImportSection({
  organization,
  overview,
}: {
  organization: Organization;
  overview: BiometricOverview;
}) {
  const t = useBiometricT();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [deviceId, setDeviceId] = useState(overview.devices[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const upload = useMutation({
    mutationFn: async () =>
      importPunches(organization.id, {
        device_id: deviceId,
        file_name: file!.name,
        content: await file!.text(),
      }),
    onSuccess: async () => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: biometricKeys.overview(organization.id) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && deviceId && !tooBig) upload.mutate();
  };
  if (!overview.devices.length) return null;
  return (
    <section aria-labelledby="biometric-import-title" className="space-y-3">
      <h3 id="biometric-import-title" className="font-semibold text-slate-900">
        {t('biometric.import.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('biometric.import.explain')}</p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <FormField label={t('biometric.import.device')}>
          <Select
            value={deviceId}
            onChange={(e) => setDeviceId(e.target.value)}
            options={overview.devices.map((d) => ({ value: d.id, label: d.name }))}
          />
        </FormField>
        <FormField
          label={t('biometric.import.file')}
          error={tooBig ? t('biometric.import.tooBig') : undefined}
        >
          <Input
            ref={fileInput}
            type="file"
            accept=".dat,.txt,.csv,text/plain,text/csv"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setTooBig(Boolean(chosen && chosen.size > MAX_BYTES));
              upload.reset();
            }}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={upload.isPending} disabled={!file || tooBig}>
            {t('biometric.import.submit')}
          </Button>
        </div>
      </form>
      {upload.error ? <Alert variant="error">{describeError(upload.error)}</Alert> : null}
      {upload.data ? (
        <Alert variant="success" data-testid="biometric-import-result">
          {t('biometric.import.result', {
            received: upload.data.received,
            stored: upload.data.stored,
            applied: upload.data.applied,
            waiting: upload.data.waiting,
            refused: upload.data.refused,
            rejected: upload.data.rejected,
          })}
        </Alert>
      ) : null}
    </section>
  );
}
