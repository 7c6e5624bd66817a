import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SkeletonBlock,
} from '@/components/ui';
import { SkeletonTiles } from '@/components/ui/skeleton';
import { describeError } from '@/lib/error-messages';
import { orgKeys } from '../api/memberships';
import type { Organization } from '../api/organization';
import { fetchDayFigures } from '../api/today-attendance';
import { formatCalendarDate, todayInZone } from '../utils/zoned-time';
import { useOrgsT } from '../hooks/use-orgs-t';

const FIGURES = [
  {
    key: 'present',
    label: 'orgs.today.present',
    tone: 'text-emerald-700 bg-emerald-50 ring-emerald-200',
  },
  { key: 'late', label: 'orgs.today.late', tone: 'text-amber-800 bg-amber-50 ring-amber-200' },
  { key: 'absent', label: 'orgs.today.absent', tone: 'text-red-700 bg-red-50 ring-red-200' },
  {
    key: 'onLeave',
    label: 'orgs.today.onLeave',
    tone: 'text-slate-700 bg-slate-50 ring-slate-200',
  },
] as const;

/** Today's attendance in the organisation's own date, counted from the records (honest zeros). */
export function TodayFiguresCard({
  organization,
  basePath,
}: {
  organization: Organization;
  basePath: string;
}) {
  const t = useOrgsT();
  const date = todayInZone(organization.timezone);
  const figures = useQuery({
    queryKey: orgKeys.today(organization.id, date),
    queryFn: () => fetchDayFigures(organization.id, date),
    refetchInterval: 60_000,
  });
  const isInstitute = organization.kind === 'institute';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs.today.title')}</CardTitle>
        <CardDescription>
          {t(isInstitute ? 'orgs.today.scopeInstitute' : 'orgs.today.scopeCompany', {
            date: formatCalendarDate(date),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {figures.isLoading ? (
          <SkeletonTiles count={4} className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-2">
            <SkeletonBlock className="mt-4 h-4 w-3/4 bg-slate-100" />
          </SkeletonTiles>
        ) : figures.error ? (
          <Alert variant="error">
            {describeError(figures.error)}{' '}
            <button className="font-semibold underline" onClick={() => void figures.refetch()}>
              {t('orgs.tryAgain')}
            </button>
          </Alert>
        ) : figures.data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
              {FIGURES.map(({ key, label, tone }) => (
                <div key={key} className={`rounded-xl p-3 ring-1 ring-inset ${tone}`}>
                  <dt className="text-xs font-semibold uppercase tracking-wide">{t(label)}</dt>
                  <dd className="mt-1 text-2xl font-bold" data-testid={`today-${key}`}>
                    {figures.data[key]}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-600">
              {figures.data.total === 0
                ? t('orgs.today.none')
                : figures.data.halfDay
                  ? t('orgs.today.summaryHalfDay', {
                      total: figures.data.total,
                      halfDay: figures.data.halfDay,
                      stillIn: figures.data.stillIn,
                    })
                  : t('orgs.today.summary', {
                      total: figures.data.total,
                      stillIn: figures.data.stillIn,
                    })}
            </p>
          </>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link to={`${basePath}/live`}>
            <Radio aria-hidden="true" className="h-4 w-4" /> {t('orgs.today.liveBoard')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
