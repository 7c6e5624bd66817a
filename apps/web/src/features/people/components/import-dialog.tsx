import type { OrganizationKind } from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, FileUp, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Dialog, FormField, Input, Select } from '@/components/ui';
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
import { buildCsvTemplate, saveFile, templateFileName } from '../utils/csv-template';
import { ImportPreview } from './import-preview';

const ROLES: Record<OrganizationKind, { value: ImportRole; label: string }[]> = {
  institute: [
    { value: 'student', label: 'Students' },
    { value: 'teacher', label: 'Teachers' },
  ],
  company: [{ value: 'employee', label: 'Employees' }],
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
      setReadError(
        'The file is larger than 5 MB. Split it and import the parts one after another.',
      );
      return;
    }
    const loaded = { name: selected.name, text: await selected.text() };
    setFile(loaded);
    check.mutate({ file: loaded, role });
  };

  const numberLabel = role === 'student' ? 'Roll number' : 'Employee code';
  const step = jobId ? 'import' : preview ? 'preview' : 'choose';
  const canImport = preview && preview.errors === 0 && preview.creates + preview.updates > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Import from a CSV file"
      description="Add or update many people at once from a spreadsheet saved as CSV."
      size="xl"
      footer={
        step === 'import' ? (
          <Button onClick={close} disabled={status === 'running'}>
            {status === 'running' ? 'Importing…' : 'Done'}
          </Button>
        ) : step === 'preview' ? (
          <>
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> Choose another file
            </Button>
            <Button
              onClick={() => start.mutate()}
              isLoading={start.isPending}
              disabled={!canImport}
            >
              {preview!.errors
                ? 'Fix the errors to import'
                : canImport
                  ? `Import ${preview!.creates + preview!.updates} ${preview!.creates + preview!.updates === 1 ? 'person' : 'people'}`
                  : 'Nothing to import'}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
        )
      }
    >
      {step === 'choose' ? (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Who is in the file">
              <Select
                value={role}
                onChange={(event) => setRole(event.target.value as ImportRole)}
                options={ROLES[kind]}
              />
            </FormField>
            <FormField
              label="CSV file"
              hint={file ? `Chosen: ${file.name}` : 'Up to 5,000 rows.'}
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
              Checking the file…
            </p>
          ) : null}
          {readError ? <Alert variant="error">{readError}</Alert> : null}
          {check.error ? <Alert variant="error">{describeError(check.error)}</Alert> : null}
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
            <p className="font-medium text-slate-900">How the file should look</p>
            <p className="mt-1">
              The first line names the columns: <strong>name</strong> (required), email, phone,{' '}
              {role === 'student' ? 'roll number' : 'employee code'},{' '}
              {kind === 'institute' ? 'class' : 'department'} and card number. Groups that do not
              exist yet are created.
            </p>
            {role === 'student' ? (
              <p className="mt-1">
                A <strong>date of birth</strong> column (YYYY-MM-DD or DD/MM/YYYY, such as
                2011-04-09 or 09/04/2011) tells who is under 18: their face check-in then needs a
                guardian’s consent.
              </p>
            ) : null}
            <p className="mt-1">
              Importing the same file again changes nothing: people are matched by their{' '}
              {role === 'student' ? 'roll number' : 'employee code'} first, then by e-mail, and only
              changed details are updated. Nobody is ever deleted by an import.
            </p>
            <Button
              variant="link"
              className="mt-2 h-auto"
              onClick={() => saveFile(buildCsvTemplate(role, kind), templateFileName(role))}
            >
              <Download aria-hidden="true" className="h-4 w-4" /> Download a template
            </Button>
          </div>
        </div>
      ) : step === 'preview' ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <FileUp aria-hidden="true" className="h-4 w-4" /> {file?.name} · {preview!.total}{' '}
            {preview!.total === 1 ? 'row' : 'rows'}
          </p>
          {preview!.errors ? (
            <Alert
              variant="error"
              title={`${preview!.errors} ${preview!.errors === 1 ? 'row has' : 'rows have'} errors`}
            >
              Nothing is imported while any row has an error. Fix the rows listed below in your
              spreadsheet (the row numbers are the lines of the file), save it as CSV and choose it
              again.
            </Alert>
          ) : canImport ? (
            <Alert variant="success" title="The file is ready">
              Check the rows below, then import.
            </Alert>
          ) : (
            <Alert variant="info" title="Everyone is already up to date">
              This file matches what is stored; importing it would change nothing.
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
  const percent = total ? Math.round((processed / total) * 100) : status === 'done' ? 100 : 0;
  return (
    <div className="space-y-4">
      <div>
        <div className="flex justify-between text-sm font-medium text-slate-700">
          <span>
            {status === 'done' ? 'Imported' : status === 'failed' ? 'Import failed' : 'Importing…'}
          </span>
          <span>
            {processed} of {total}
          </span>
        </div>
        <div
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Import progress"
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
        <Alert variant="success" title="Import finished">
          <p className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {result.creates} added, {result.updates} updated, {result.unchanged} unchanged
            {result.groupsCreated
              ? `; ${result.groupsCreated} new group${result.groupsCreated === 1 ? '' : 's'}`
              : ''}
            .
          </p>
          <p className="mt-1">
            Imported people are active at once. When they sign up with the same e-mail and join with
            your code, their account is linked to this record.
          </p>
        </Alert>
      ) : null}
      {status === 'failed' || error ? (
        <Alert variant="error">
          {error ?? 'The import failed and nothing was imported. Please try again.'}
        </Alert>
      ) : null}
    </div>
  );
}
