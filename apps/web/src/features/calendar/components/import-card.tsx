import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, FormField, Input, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { ApiError } from '@/lib/api-client';
import { importIcs, type ImportKind, type ImportResult } from '../api/calendar';
import { calendarKeys } from '../api/calendar-keys';
import { fetchEventChoices } from '../api/choices';
import { catalogue } from '../catalogue';
import { CATEGORY_LABEL } from '../utils/labels';

/** The server takes at most 1 MB of calendar text; larger files are refused before sending. */
const MAX_BYTES = 1024 * 1024;
const KINDS: ImportKind[] = ['other', 'exam', 'ptm', 'staff_meeting', 'trip'];
const ORG = 'org';

type Props = { orgId: string; memberId: string; role: string };

/**
 * Imports an .ics file (Google Calendar, Outlook, another school's calendar) into the
 * organisation's calendar or one of the person's groups: a preview first (the server's dry run:
 * counts, and what it leaves out and why), then the import. Importing the file again updates the
 * events it made instead of adding them twice.
 */
export function ImportCard({ orgId, memberId, role }: Props) {
  const t = useCatalogueT(catalogue);
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: calendarKeys.choices(orgId),
    queryFn: () => fetchEventChoices(orgId, memberId, role === 'owner'),
  });
  const [target, setTarget] = useState(ORG);
  const [kind, setKind] = useState<ImportKind>('other');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);

  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      importIcs({
        orgId,
        groupId: target === ORG ? null : target,
        kind,
        ics: file!.text,
        dryRun,
      }),
    onSuccess: async (result) => {
      if (result.dry_run) {
        setPreview(result);
        return;
      }
      setPreview(null);
      setDone(result);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
  const reset = () => {
    setPreview(null);
    setDone(null);
    run.reset();
  };
  const pick = async (picked: File | undefined) => {
    reset();
    setFile(null);
    setFileError(null);
    if (!picked) return;
    if (picked.size > MAX_BYTES) {
      setFileError(t('calendar.import.tooLarge'));
      return;
    }
    setFile({ name: picked.name, text: await picked.text() });
  };
  const toImport = preview ? preview.created + preview.updated : 0;

  return (
    <section
      aria-labelledby="calendar-import"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="space-y-1">
        <h2 id="calendar-import" className="text-base font-semibold text-slate-900">
          {t('calendar.import.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('calendar.import.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t('calendar.import.target')}>
          <Select
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              reset();
            }}
            options={[
              { value: ORG, label: t('calendar.import.targetOrg') },
              ...(choices.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </FormField>
        <FormField label={t('calendar.import.kind')}>
          <Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              reset();
            }}
            options={KINDS.map((k) => ({ value: k, label: t(CATEGORY_LABEL[k]) }))}
          />
        </FormField>
        <FormField label={t('calendar.import.file')} error={fileError ?? undefined}>
          <Input
            type="file"
            accept=".ics,text/calendar"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </FormField>
      </div>
      {file && !preview ? (
        <Button
          size="sm"
          variant="outline"
          isLoading={run.isPending}
          onClick={() => run.mutate(true)}
        >
          {t('calendar.import.preview')}
        </Button>
      ) : null}
      {preview ? (
        <div className="space-y-2" role="status" data-testid="ics-preview">
          <p className="text-sm text-slate-800">
            {t('calendar.import.counts', {
              total: preview.total,
              created: preview.created,
              updated: preview.updated,
              skipped: preview.skipped,
            })}
          </p>
          {preview.events.length ? (
            <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
              {preview.events.map((e, index) => (
                <li key={index}>
                  {e.title} · {e.all_day ? e.start : e.start.replace('T', ' ').slice(0, 16)}
                  {e.recurring ? ` · ${t('calendar.import.repeats')}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.problems.length ? (
            <Alert variant="warning" title={t('calendar.import.problemsTitle')}>
              <ul className="list-disc pl-5">
                {preview.problems.map((p, index) => (
                  <li key={index}>
                    {p.title ?? p.uid ?? '—'}: {p.reason}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              isLoading={run.isPending}
              disabled={toImport === 0}
              onClick={() => run.mutate(false)}
            >
              {t('calendar.import.confirm', { count: toImport })}
            </Button>
            <Button size="sm" variant="ghost" onClick={reset}>
              {t('calendar.import.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {done ? (
        <Alert variant="success">
          {t('calendar.import.done', { created: done.created, updated: done.updated })}
        </Alert>
      ) : null}
      {run.error ? (
        <Alert variant="error">
          {run.error instanceof ApiError ? run.error.message : t('calendar.error.generic')}
        </Alert>
      ) : null}
    </section>
  );
}
