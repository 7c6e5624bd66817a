import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  SkeletonList,
} from '@/components/ui';
import { SearchInput } from '@/components/ui/search-input';
import { describeError } from '@/lib/error-messages';
import { fetchLookedAfterStudents, guardianKeys, type LookedAfterStudent } from '../api/guardians';
import { useGuardiansT } from '../hooks/use-guardians-t';
import { GuardiansDialog } from './guardians-dialog';

/**
 * Rows shown at first, and added by each "Show more": a class teacher's few hundred students stay
 * one search away without a dashboard card building every row (each a button) up front.
 */
export const STUDENTS_PAGE = 20;

/**
 * The teacher's Guardians card: the students of their classes, whether each has a guardian who
 * agreed to be contacted, and their Guardians (read and edited as the owner's people list does).
 */
export function StudentsGuardiansCard({ orgId }: { orgId: string }) {
  const t = useGuardiansT();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: guardianKeys.students(orgId),
    queryFn: () => fetchLookedAfterStudents(orgId),
  });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(STUDENTS_PAGE);
  const [open, setOpen] = useState<LookedAfterStudent | null>(null);
  const needle = search.trim().toLocaleLowerCase();
  const students = (list.data?.students ?? []).filter(
    (student) =>
      !needle ||
      student.full_name.toLocaleLowerCase().includes(needle) ||
      (student.roll_number ?? '').toLocaleLowerCase().includes(needle) ||
      student.groups.toLocaleLowerCase().includes(needle),
  );
  const withoutConsent = (list.data?.students ?? []).filter((s) => s.consented === 0).length;

  return (
    <Card data-testid="students-guardians-card">
      <CardHeader>
        <CardTitle>{t('guardians.students.title')}</CardTitle>
        <CardDescription>{t('guardians.students.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isLoading ? (
          <SkeletonList rows={4} label={t('guardians.students.loading')} />
        ) : list.error || !list.data ? (
          <Alert variant="error" title={t('guardians.students.error')}>
            <p>{describeError(list.error)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void list.refetch()}
            >
              {t('guardians.retry')}
            </Button>
          </Alert>
        ) : list.data.students.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {t('guardians.students.empty')}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('guardians.students.summary', {
                count: list.data.students.length,
                missing: withoutConsent,
              })}
            </p>
            <FormField label={t('guardians.students.search')}>
              <SearchInput
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setShown(STUDENTS_PAGE);
                }}
                placeholder={t('guardians.students.searchPlaceholder')}
              />
            </FormField>
            {students.length === 0 ? (
              <p className="text-sm text-slate-600">{t('guardians.students.noMatch')}</p>
            ) : (
              <>
                <ul
                  className="max-h-96 divide-y divide-slate-100 overflow-y-auto"
                  aria-label={t('guardians.students.title')}
                >
                  {students.slice(0, shown).map((student) => (
                    <li
                      key={student.member_id}
                      className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                      data-testid="student-guardians-row"
                    >
                      <div className="min-w-0 space-y-1">
                        <p className="font-medium text-slate-900">
                          {student.full_name}
                          {student.roll_number ? (
                            <span className="font-normal text-slate-500">
                              {' '}
                              · {student.roll_number}
                            </span>
                          ) : null}
                        </p>
                        {student.groups ? <p className="text-slate-500">{student.groups}</p> : null}
                        {student.guardians === 0 ? (
                          <Badge variant="warning">{t('guardians.students.none')}</Badge>
                        ) : student.consented === 0 ? (
                          <Badge variant="warning">
                            {t('guardians.students.noConsent', { count: student.guardians })}
                          </Badge>
                        ) : (
                          <Badge variant="success">
                            {t('guardians.students.count', {
                              count: student.guardians,
                              consented: student.consented,
                            })}
                          </Badge>
                        )}
                      </div>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => setOpen(student)}
                        aria-label={t('guardians.dialogTitle', { name: student.full_name })}
                      >
                        {t('guardians.students.open')}
                      </Button>
                    </li>
                  ))}
                </ul>
                {students.length > shown ? (
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                    <span role="status">
                      {t('guardians.students.showing', { shown, total: students.length })}
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setShown((count) => count + STUDENTS_PAGE)}
                    >
                      {t('guardians.students.more', {
                        count: Math.min(STUDENTS_PAGE, students.length - shown),
                      })}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </>
        )}
      </CardContent>
      {open ? (
        <GuardiansDialog
          memberId={open.member_id}
          memberName={open.full_name}
          onClose={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: guardianKeys.students(orgId) });
          }}
        />
      ) : null}
    </Card>
  );
}
