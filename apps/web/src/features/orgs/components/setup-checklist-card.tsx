import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SkeletonList,
} from '@/components/ui';
import { GuideLink } from '@/features/tutorials/components/guide-link';
import { describeError } from '@/lib/error-messages';
import { orgKeys } from '../api/memberships';
import type { Organization } from '../api/organization';
import { fetchSetupCounts } from '../api/setup-counts';
import {
  checklistProgress,
  computeSetupChecklist,
  type SetupCounts,
} from '../utils/setup-checklist';
import { useOrgsT } from '../hooks/use-orgs-t';

const NO_COUNTS: SetupCounts = { groups: 0, people: 0, classSessions: 0, shifts: 0, devices: 0 };

/** Groups → people → timetable/shifts → kiosks, each ticked from the organisation's real rows. */
export function SetupChecklistCard({
  organization,
  basePath,
}: {
  organization: Organization;
  basePath: string;
}) {
  const t = useOrgsT();
  const counts = useQuery({
    queryKey: orgKeys.setupCounts(organization.id),
    queryFn: () => fetchSetupCounts(organization.id),
    refetchOnMount: 'always',
  });
  const steps = counts.data ? computeSetupChecklist(organization.kind, counts.data) : [];
  // As many rows as the checklist has steps (their number does not depend on the counts).
  const stepCount = computeSetupChecklist(organization.kind, NO_COUNTS).length;
  const progress = checklistProgress(steps);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs.setup.title')}</CardTitle>
        <CardDescription>
          {counts.data
            ? progress.done === progress.total
              ? t('orgs.setup.allSet')
              : t('orgs.setup.progress', { done: progress.done, total: progress.total })
            : t('orgs.setup.intro')}
        </CardDescription>
        {counts.data ? (
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('orgs.setup.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
          >
            <div
              className="h-full rounded-full bg-emerald-500 transition-all"
              style={{ width: `${(progress.done / progress.total) * 100}%` }}
            />
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {counts.isLoading ? (
          <SkeletonList rows={stepCount} avatar />
        ) : counts.error ? (
          <Alert variant="error">
            <p>{describeError(counts.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void counts.refetch()}
            >
              {t('orgs.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="setup-checklist">
            {steps.map((step, index) => (
              <li key={step.id}>
                <Link
                  to={`${basePath}/${step.page}`}
                  className="group flex items-center gap-3 rounded-lg px-1 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-done={step.isDone}
                >
                  {step.isDone ? (
                    <CheckCircle2
                      aria-label={t('orgs.setup.done')}
                      className="h-6 w-6 shrink-0 text-emerald-600"
                    />
                  ) : (
                    <Circle
                      aria-label={t('orgs.setup.toDo')}
                      className="h-6 w-6 shrink-0 text-slate-300"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-slate-900">
                      {index + 1}. {t(step.title.id, step.title.values)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t(step.description.id, step.description.values)}
                    </span>
                  </span>
                  <span className="hidden text-sm font-medium text-brand-700 group-hover:underline sm:inline">
                    {t(step.action.id, step.action.values)}
                  </span>
                  <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ol>
        )}
        <GuideLink className="mt-3" />
      </CardContent>
    </Card>
  );
}
