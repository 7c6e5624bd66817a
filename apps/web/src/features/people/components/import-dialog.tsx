import type { OrganizationKind } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, FileUp, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Trans } from '@lingui/react';
import { Alert, Button, Dialog, FormField, Input, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/error-messages';
import {
  fetchImportJob,
  type ImportRole,
  type PreviewAnswer,
  previewImport,
  startImport,
} from '../api/import-members';
import { peopleKeys } from '../api/people-keys';
import { catalogue, type PeopleMessage } from '../catalogue';
import { buildCsvTemplate, saveFile, templateFileName } from '../utils/csv-template';
import { ImportPreview } from './import-preview';

const ROLES: Record<OrganizationKind, { value: ImportRole; label: PeopleMessage }[]> = {
  institute: [
    { value: 'student', label: 'people.import.students' },
    { value: 'teacher', label: 'people.import.teachers' },
  ],
  company: [{ value: 'employee', label: 'people.import.employees' }],
};

type File = { name: string; text: string };

/**
 * CSV import in four steps: choose a file → preview with per-row errors (nothing can be imported
 * while any remain) → import with a progress bar from the job → summary.
 */
export function ImportDialog({
  orgId,
  kind,
  open,
  onOpenChange,
}: {
  orgId: string;
  kind: OrganizationKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const [role, setRole] = useState<ImportRole>(ROLES[kind][0]!.value);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PreviewAnswer | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (input: { file: File; role: ImportRole }) =>
      previewImport(orgId, input.file.text, input.role),
    onSuccess: setPreview,
  });
  const start = useMutation({
    mutationFn: () => startImport(orgId, file!.text, role),
    onSuccess: (answer) => setJobId(answer.job_id),
    onError: (error) => {
      // The file was checked again on the server and has errors now: show them.
      if (error instanceof ApiError && error.code === 'import_has_errors') {
        const body = error.body as { preview?: PreviewAnswer } | undefined;
        if (body?.preview) setPreview(body.preview);
      }
    },
  });
  const job = useQuery({
    queryKey: peopleKeys.importJob(jobId ?? 'none'),
    queryFn: () => fetchImportJob(jobId!),
    enabled: Boolean(jobId),
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 400,
  });
  const status = job.data?.status;
  useEffect(() => {
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: peopleKeys.all(orgId) });
  }, [status, orgId, queryClient]);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setJobId(null);
    setReadError(null);
    check.reset();
    start.reset();
  };
  const close = () => {
    if (status === 'running') return;
    onOpenChange(false);
    reset();
  };

  const onFile = async (selected: globalThis.File | undefined) => {
    reset();
    if (!selected) return;
    if (selected.size > 5_000_000) {
      setReadError(t('people.import.tooLarge'));
      return;
    }
    const loaded = { name: selected.name, text: await selected.text() };
    setFile(loaded);
    check.mutate({ file: loaded, role });
  };

  const numberLabel =
    role === 'student' ? t('people.field.rollNumber') : t('people.field.employeeCode');
  const toImport = preview ? preview.creates + preview.updates : 0;
  const step = jobId ? 'import' : preview ? 'preview' : 'choose';
  const canImport = preview && preview.errors === 0 && preview.creates + preview.updates > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('people.import.title')}
      description={t('people.import.description')}
      size="xl"
      footer={
        step === 'import' ? (
          <Button onClick={close} disabled={status === 'running'}>
            {status === 'running' ? t('people.import.importing') : t('people.done')}
          </Button>
        ) : step === 'preview' ? (
          <>
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />{' '}
              {t('people.import.chooseAnother')}
            </Button>
            <Button
              onClick={() => start.mutate()}
              isLoading={start.isPending}
              disabled={!canImport}
            >
              {preview!.errors
                ? t('people.import.fixErrors')
                : canImport
                  ? t('people.import.submit', { count: toImport })
                  : t('people.import.nothing')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={close}>
            {t('people.cancel')}
          </Button>
        )
      }
    >
      {step === 'choose' ? (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('people.import.who')}>
              <Select
                value={role}
                onChange={(event) => setRole(event.target.value as ImportRole)}
                options={ROLES[kind].map((option) => ({ ...option, label: t(option.label) }))}
              />
            </FormField>
            <FormField
              label={t('people.import.file')}
              hint={
                file ? t('people.import.chosen', { name: file.name }) : t('people.import.limit')
              }
              id={fileInputId}
            >
              <Input
                type="file"
                accept=".csv,text/csv"
                className="py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700"
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            </FormField>
          </div>
          {check.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {t('people.import.checking')}
            </p>
          ) : null}
          {readError ? <Alert variant="error">{readError}</Alert> : null}
          {check.error ? <Alert variant="error">{describeError(check.error)}</Alert> : null}
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
            <p className="font-medium text-slate-900">{t('people.import.howTitle')}</p>
            <p className="mt-1">
              {/* The column names are the file's own headers (see csv-template.ts), in every language. */}
              <Trans
                id="people.import.columns"
                values={{
                  number: role === 'student' ? 'roll number' : 'employee code',
                  group: kind === 'institute' ? 'class' : 'department',
                }}
                components={{ 0: <strong /> }}
              />
            </p>
            {role === 'student' ? (
              <p className="mt-1">
                <Trans id="people.import.birthDate" components={{ 0: <strong /> }} />
              </p>
            ) : null}
            <p className="mt-1">
              {role === 'student'
                ? t('people.import.matchStudents')
                : t('people.import.matchOthers')}
            </p>
            <Button
              variant="link"
              className="mt-2 h-auto"
              onClick={() => saveFile(buildCsvTemplate(role, kind), templateFileName(role))}
            >
              <Download aria-hidden="true" className="h-4 w-4" /> {t('people.import.template')}
            </Button>
          </div>
        </div>
      ) : step === 'preview' ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <FileUp aria-hidden="true" className="h-4 w-4" /> {file?.name} ·{' '}
            {t('people.import.rows', { count: preview!.total })}
          </p>
          {preview!.errors ? (
            <Alert
              variant="error"
              title={t('people.import.errorsTitle', { count: preview!.errors })}
            >
              {t('people.import.errorsBody')}
            </Alert>
          ) : canImport ? (
            <Alert variant="success" title={t('people.import.readyTitle')}>
              {t('people.import.readyBody')}
            </Alert>
          ) : (
            <Alert variant="info" title={t('people.import.upToDateTitle')}>
              {t('people.import.upToDateBody')}
            </Alert>
          )}
          {start.error &&
          !(start.error instanceof ApiError && start.error.code === 'import_has_errors') ? (
            <Alert variant="error">{describeError(start.error)}</Alert>
          ) : null}
          <ImportPreview preview={preview!} numberLabel={numberLabel} />
        </div>
      ) : (
        <ImportProgress
          total={job.data?.total ?? preview?.total ?? 0}
          processed={job.data?.processed ?? 0}
          status={status ?? 'running'}
          result={job.data?.result ?? null}
          error={job.data?.error ?? (job.error ? describeError(job.error) : null)}
        />
      )}
    </Dialog>
  );
}

function ImportProgress({
  total,
  processed,
  status,
  result,
  error,
}: {
  total: number;
  processed: number;
  status: 'running' | 'done' | 'failed';
  result: { creates: number; updates: number; unchanged: number; groupsCreated: number } | null;
  error: string | null;
}) {
  const t = useCatalogueT(catalogue);
  const percent = total ? Math.round((processed / total) * 100) : status === 'done' ? 100 : 0;
  return (
    <div className="space-y-4">
      <div>
        <div className="flex justify-between text-sm font-medium text-slate-700">
          <span>
            {status === 'done'
              ? t('people.import.imported')
              : status === 'failed'
                ? t('people.import.failed')
                : t('people.import.importing')}
          </span>
          <span>{t('people.import.progress', { processed, total })}</span>
        </div>
        <div
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t('people.import.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={processed}
        >
          <div
            className={`h-full rounded-full transition-all ${status === 'failed' ? 'bg-red-500' : 'bg-brand-600'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {status === 'done' && result ? (
        <Alert variant="success" title={t('people.import.finished')}>
          <p className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {result.groupsCreated
              ? t('people.import.resultWithGroups', {
                  creates: result.creates,
                  updates: result.updates,
                  unchanged: result.unchanged,
                  groups: result.groupsCreated,
                })
              : t('people.import.result', {
                  creates: result.creates,
                  updates: result.updates,
                  unchanged: result.unchanged,
                })}
          </p>
          <p className="mt-1">{t('people.import.linked')}</p>
        </Alert>
      ) : null}
      {status === 'failed' || error ? (
        <Alert variant="error">{error ?? t('people.import.failedBody')}</Alert>
      ) : null}
    </div>
  );
}
