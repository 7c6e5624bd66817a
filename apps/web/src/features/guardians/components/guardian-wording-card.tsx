import {
  deviceZone,
  fillWording,
  formatDate,
  formatMonth,
  GUARDIAN_MESSAGE_KINDS,
  type GuardianMessageKind,
  type GuardianWording,
  type GuardianWordingLocale,
  WORDING_BODY_MAX,
  WORDING_SUBJECT_MAX,
  todayIn,
  wordingProblems,
} from '@ias/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  Textarea,
  SkeletonForm,
} from '@/components/ui';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/error-messages';
import { fetchWording, guardianKeys, saveWording, type WordingOverview } from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';

type Texts = { subject: string; body: string };
type Drafts = Record<GuardianMessageKind, Record<GuardianWordingLocale, Texts>>;

const KIND_LABEL = {
  absence: 'guardians.wording.kind.absence',
  late: 'guardians.wording.kind.late',
  weekly_summary: 'guardians.wording.kind.weekly_summary',
  monthly_summary: 'guardians.wording.kind.monthly_summary',
} as const;
const LANGUAGE_LABEL = {
  en: 'guardians.wording.language.en',
  hi: 'guardians.wording.language.hi',
} as const;
const PLACEHOLDER_LABEL = {
  student: 'guardians.wording.placeholder.student',
  org: 'guardians.wording.placeholder.org',
  date: 'guardians.wording.placeholder.date',
  month: 'guardians.wording.placeholder.month',
  percent: 'guardians.wording.placeholder.percent',
  present: 'guardians.wording.placeholder.present',
  working: 'guardians.wording.placeholder.working',
  minimum: 'guardians.wording.placeholder.minimum',
  rule: 'guardians.wording.placeholder.rule',
} as const;
const LOCALES = ['en', 'hi'] as const;

/** Every text as the owner edits it: theirs where they wrote one, else the standard one. */
function draftsOf(data: WordingOverview): Drafts {
  const drafts = {} as Drafts;
  for (const kind of GUARDIAN_MESSAGE_KINDS) {
    drafts[kind] = {} as Drafts[GuardianMessageKind];
    for (const locale of LOCALES) {
      const own = data.wording[kind]?.[locale];
      const standard = data.defaults[kind][locale];
      drafts[kind][locale] = {
        subject: own?.subject ?? standard.subject,
        body: own?.body ?? standard.body,
      };
    }
  }
  return drafts;
}

/** What is saved: only the texts that differ from the standard ones. */
function wordingOf(drafts: Drafts, data: WordingOverview): GuardianWording {
  const wording: GuardianWording = {};
  for (const kind of GUARDIAN_MESSAGE_KINDS)
    for (const locale of LOCALES)
      for (const part of ['subject', 'body'] as const) {
        const value = drafts[kind][locale][part].trim();
        if (value && value !== data.defaults[kind][locale][part]) {
          const slot = ((wording[kind] ??= {})[locale] ??= {});
          slot[part] = value;
        }
      }
  return wording;
}

/**
 * The owner's wording of guardian messages (absence alert, late note, weekly and monthly
 * summaries) in English and Hindi: the placeholders each may use, a live check of them, a preview
 * with an example student, and a way back to the standard wording.
 */
export function GuardianWordingCard({ orgId }: { orgId: string }) {
  const t = useGuardiansT();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: guardianKeys.wording(orgId),
    queryFn: () => fetchWording(orgId),
  });
  const [drafts, setDrafts] = useState<Drafts | null>(null);
  const [kind, setKind] = useState<GuardianMessageKind>('absence');
  const [locale, setLocale] = useState<GuardianWordingLocale>('en');
  useEffect(() => {
    if (query.data && !drafts) setDrafts(draftsOf(query.data));
  }, [query.data, drafts]);
  const save = useMutation({
    mutationFn: (wording: GuardianWording) => saveWording(orgId, wording),
    onSuccess: (saved) => {
      queryClient.setQueryData(guardianKeys.wording(orgId), saved);
      setDrafts(draftsOf(saved));
      notify.saved(t('guardians.wording.saved'));
    },
  });

  const problemText = (value: string, k: GuardianMessageKind) => {
    const problem = wordingProblems(k, value)[0];
    if (!problem) return undefined;
    return problem.kind === 'unknown'
      ? t('guardians.wording.unknown', { placeholder: `{${problem.placeholder}}` })
      : t('guardians.wording.unbalanced', { example: '{student}' });
  };
  const hasProblems = (all: Drafts) =>
    GUARDIAN_MESSAGE_KINDS.some((k) =>
      LOCALES.some(
        (l) =>
          wordingProblems(k, all[k][l].subject).length + wordingProblems(k, all[k][l].body).length,
      ),
    );

  const data = query.data;
  const content = () => {
    if (query.isLoading || (data && !drafts))
      return <SkeletonForm fields={3} label={t('guardians.wording.loading')} />;
    if (query.error || !data || !drafts)
      return (
        <Alert variant="error" title={t('guardians.wording.error')}>
          <p>{describeError(query.error)}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void query.refetch()}
          >
            {t('guardians.retry')}
          </Button>
        </Alert>
      );
    const current = drafts[kind][locale];
    const standard = data.defaults[kind][locale];
    const isStandard =
      current.subject.trim() === standard.subject && current.body.trim() === standard.body;
    const set = (part: keyof Texts, value: string) => {
      save.reset();
      setDrafts({
        ...drafts,
        [kind]: { ...drafts[kind], [locale]: { ...drafts[kind][locale], [part]: value } },
      });
    };
    const today = todayIn(deviceZone());
    const sample = {
      student: t('guardians.wording.sampleStudent'),
      org: t('guardians.wording.sampleOrg'),
      date: formatDate(today, locale),
      month: formatMonth(today.slice(0, 7), locale),
      percent: 70,
      present: 14,
      working: 20,
      minimum: 75,
      rule: data.sample_rule[locale],
    };
    const subjectProblem = problemText(current.subject, kind);
    const bodyProblem = problemText(current.body, kind);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (!hasProblems(drafts)) save.mutate(wordingOf(drafts, data));
    };
    return (
      <form className="space-y-5" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('guardians.wording.message')}>
            <Select
              value={kind}
              onChange={(event) => setKind(event.target.value as GuardianMessageKind)}
              options={GUARDIAN_MESSAGE_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
            />
          </FormField>
          <FormField label={t('guardians.wording.language')}>
            <Select
              value={locale}
              onChange={(event) => setLocale(event.target.value as GuardianWordingLocale)}
              options={LOCALES.map((l) => ({ value: l, label: t(LANGUAGE_LABEL[l]) }))}
            />
          </FormField>
        </div>
        <p>
          <Badge variant={isStandard ? 'neutral' : 'brand'}>
            {isStandard ? t('guardians.wording.standard') : t('guardians.wording.custom')}
          </Badge>
        </p>
        <FormField label={t('guardians.wording.subject')} error={subjectProblem}>
          <Input
            value={current.subject}
            maxLength={WORDING_SUBJECT_MAX}
            lang={locale}
            onChange={(event) => set('subject', event.target.value)}
          />
        </FormField>
        <FormField label={t('guardians.wording.body')} error={bodyProblem}>
          <Textarea
            value={current.body}
            maxLength={WORDING_BODY_MAX}
            rows={4}
            lang={locale}
            onChange={(event) => set('body', event.target.value)}
          />
        </FormField>
        <div className="text-sm">
          <p className="font-medium text-slate-800">{t('guardians.wording.placeholders')}</p>
          <ul className="mt-1 grid gap-x-4 gap-y-1 text-slate-600 sm:grid-cols-2">
            {data.placeholders[kind].map((name) => (
              <li key={name}>
                <code className="rounded bg-slate-100 px-1 text-slate-800">{`{${name}}`}</code>{' '}
                {name in PLACEHOLDER_LABEL
                  ? t(PLACEHOLDER_LABEL[name as keyof typeof PLACEHOLDER_LABEL])
                  : null}
              </li>
            ))}
          </ul>
        </div>
        <section
          className="space-y-1 rounded-lg bg-slate-50 p-4 text-sm"
          aria-label={t('guardians.wording.preview')}
          data-testid="wording-preview"
        >
          <p className="font-medium text-slate-800">{t('guardians.wording.preview')}</p>
          <p className="text-xs text-slate-600">{t('guardians.wording.previewHint')}</p>
          <p lang={locale} className="font-semibold text-slate-900">
            {fillWording(current.subject, sample)}
          </p>
          <p lang={locale} className="whitespace-pre-wrap text-slate-800">
            {fillWording(current.body, sample)}
          </p>
        </section>
        {save.error ? <Alert variant="error">{describeError(save.error)}</Alert> : null}
        {hasProblems(drafts) ? (
          <Alert variant="warning">{t('guardians.wording.fixFirst')}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={save.isPending} disabled={hasProblems(drafts)}>
            {t('guardians.wording.save')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={isStandard}
            onClick={() => {
              save.reset();
              setDrafts({ ...drafts, [kind]: { ...drafts[kind], [locale]: { ...standard } } });
            }}
          >
            {t('guardians.wording.reset')}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <Card data-testid="guardian-wording-card">
      <CardHeader>
        <CardTitle>{t('guardians.wording.title')}</CardTitle>
        <CardDescription>{t('guardians.wording.description')}</CardDescription>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
