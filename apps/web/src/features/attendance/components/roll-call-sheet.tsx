import type { AttendanceStatus } from '@ias/shared';
import { CheckCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { ApiError } from '@/lib/api-client';
import { describeApiError } from '../utils/describe-api-error';
import type { RollCallResult, RollCallTarget } from '../api/roll-call';
import { useRollCall } from '../hooks/use-roll-call';
import { formatDay } from '../utils/dates';
import { initialMarks, markAllPresent, type Marks, planRollCall } from '../utils/roll-call';
import { STATUS_LABEL } from '../utils/status';
import { QueryError } from './query-error';
import { RosterSkeleton } from './loading-shapes';
import { RollCallRow } from './roll-call-row';
import { translate } from '../catalogue';
import { useAttendanceT } from '../hooks/use-attendance-t';

const BASE_OPTIONS: AttendanceStatus[] = ['present', 'late', 'absent', 'excused'];

function resultText(result: RollCallResult): string {
  const parts = [
    result.created
      ? translate('attendance.rollCall.resultMarked', { count: result.created })
      : null,
    result.changed
      ? translate('attendance.rollCall.resultChanged', { count: result.changed })
      : null,
  ].filter(Boolean);
  return parts.length
    ? translate('attendance.rollCall.resultSaved', { parts: parts.join(', ') })
    : translate('attendance.rollCall.resultNothing');
}

/**
 * Roll-call for a class period or a group's day: the roster with photos, a status per person,
 * "mark all present", a reason for each change to a recorded status, and a confirmed save.
 */
export function RollCallSheet({
  target,
  date,
  timeZone,
}: {
  target: RollCallTarget;
  date: string;
  timeZone: string;
}) {
  const t = useAttendanceT();
  const { query, save } = useRollCall(target, date);
  const people = useMemo(() => query.data?.people ?? [], [query.data]);
  const [marks, setMarks] = useState<Marks>({});
  const [search, setSearch] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [showReasonErrors, setShowReasonErrors] = useState(false);
  const [serverReason, setServerReason] = useState<string | null>(null);
  const [result, setResult] = useState<RollCallResult | null>(null);
  const rowRefs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    setMarks(initialMarks(people));
    setShowReasonErrors(false);
    setServerReason(null);
  }, [people]);

  const plan = useMemo(() => planRollCall(people, marks), [people, marks]);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return people;
    return people.filter(
      (p) =>
        p.full_name.toLowerCase().includes(q) ||
        (p.roll_number ?? p.employee_code ?? '').toLowerCase().includes(q),
    );
  }, [people, search]);

  if (query.isPending) return <RosterSkeleton label={t('attendance.rollCall.loading')} />;
  if (query.error) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('attendance.rollCall.loadError')}
      />
    );
  }
  const rollCall = query.data;

  const focusReason = (memberId: string) => {
    setSearch('');
    setTimeout(() => {
      const input = rowRefs.current.get(memberId);
      input?.focus();
      input?.scrollIntoView?.({ block: 'center' });
    }, 0);
  };

  const onSaveClick = () => {
    setResult(null);
    save.reset();
    if (plan.missingReasons.length) {
      setShowReasonErrors(true);
      focusReason(plan.missingReasons[0]!);
      return;
    }
    setIsConfirming(true);
  };

  const onConfirm = () => {
    save.mutate(
      { ...target, date, entries: plan.entries },
      {
        onSuccess: (saved) => {
          setIsConfirming(false);
          setResult(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'reason_required') {
            const memberId = (error.body as { member_id?: string } | undefined)?.member_id;
            setIsConfirming(false);
            setShowReasonErrors(true);
            setServerReason(error.message);
            if (memberId) focusReason(memberId);
          }
        },
      },
    );
  };

  const countsText = (Object.keys(STATUS_LABEL) as AttendanceStatus[])
    .filter((s) => plan.counts[s])
    .map((s) =>
      t('attendance.rollCall.count', {
        count: plan.counts[s] ?? 0,
        label: STATUS_LABEL[s].toLowerCase(),
      }),
    );

  return (
    <div className="space-y-4 pb-24">
      <Card>
        <CardContent className="space-y-4 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900" data-testid="roll-call-label">
                {rollCall.label}
              </h2>
              <p className="text-sm text-slate-600">
                {formatDay(rollCall.date, { long: true, withYear: true })} ·{' '}
                {t('attendance.rollCall.people', { count: people.length })}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => setMarks((m) => markAllPresent(people, m))}
              disabled={!people.length || plan.unmarked.length === 0}
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />{' '}
              {t('attendance.rollCall.markAll')}
            </Button>
          </div>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="roll-call-counts">
            {countsText.length ? countsText.join(' · ') : t('attendance.rollCall.nobodyMarked')}
            {plan.unmarked.length
              ? ` · ${t('attendance.rollCall.notMarked', { count: plan.unmarked.length })}`
              : ''}
          </p>
          {people.length > 8 ? (
            <SearchInput
              className="max-w-sm"
              aria-label={t('attendance.rollCall.find')}
              placeholder={t('attendance.rollCall.findPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          ) : null}
          <p className="text-xs text-slate-500">{t('attendance.rollCall.help')}</p>
        </CardContent>
      </Card>

      {result ? (
        <Alert variant="success" title={t('attendance.rollCall.savedTitle')}>
          {resultText(result)}
        </Alert>
      ) : null}
      {serverReason ? <Alert variant="error">{serverReason}</Alert> : null}

      {people.length === 0 ? (
        <Alert variant="info" title={t('attendance.rollCall.nobodyTitle')}>
          {rollCall.classSessionId
            ? t('attendance.rollCall.nobodyClass')
            : t('attendance.rollCall.nobodyGroup')}
        </Alert>
      ) : (
        <Card>
          <ul
            className="divide-y divide-slate-100"
            aria-label={t('attendance.rollCall.roster')}
            data-testid="roster"
          >
            {visible.map((person) => (
              <RollCallRow
                key={person.member_id}
                person={person}
                mark={marks[person.member_id]}
                options={
                  person.status && !BASE_OPTIONS.includes(person.status)
                    ? [...BASE_OPTIONS, person.status]
                    : BASE_OPTIONS
                }
                timeZone={timeZone}
                showReasonError={showReasonErrors}
                reasonRef={(el) => {
                  if (el) rowRefs.current.set(person.member_id, el);
                  else rowRefs.current.delete(person.member_id);
                }}
                onChange={(mark) => setMarks((m) => ({ ...m, [person.member_id]: mark }))}
              />
            ))}
            {visible.length === 0 ? (
              <li className="p-4 text-sm text-slate-600">
                {t('attendance.rollCall.noMatch', { search })}
              </li>
            ) : null}
          </ul>
        </Card>
      )}

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-sm text-slate-700" data-testid="roll-call-plan">
            {plan.entries.length
              ? t('attendance.rollCall.plan', { created: plan.created, changed: plan.changed })
              : t('attendance.rollCall.noChanges')}
            {plan.missingReasons.length ? (
              <span className="font-medium text-red-700">
                {' '}
                · {t('attendance.rollCall.needReason', { count: plan.missingReasons.length })}
              </span>
            ) : null}
          </p>
          <Button onClick={onSaveClick} disabled={!plan.entries.length} isLoading={save.isPending}>
            {t('attendance.rollCall.save')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        isDestructive={false}
        title={t('attendance.rollCall.confirmTitle')}
        description={`${rollCall.label}, ${formatDay(rollCall.date, { withYear: true })}.`}
        confirmLabel={t('attendance.rollCall.save')}
        isPending={save.isPending}
        error={save.isError ? describeApiError(save.error) : null}
        onConfirm={onConfirm}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {plan.created ? (
            <li>{t('attendance.rollCall.confirmCreated', { count: plan.created })}</li>
          ) : null}
          {plan.changed ? (
            <li>{t('attendance.rollCall.confirmChanged', { count: plan.changed })}</li>
          ) : null}
          {countsText.length ? (
            <li>{t('attendance.rollCall.confirmAfter', { counts: countsText.join(', ') })}</li>
          ) : null}
          {plan.unmarked.length ? (
            <li className="text-amber-800">
              {t('attendance.rollCall.confirmUnmarked', { count: plan.unmarked.length })}
            </li>
          ) : null}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
