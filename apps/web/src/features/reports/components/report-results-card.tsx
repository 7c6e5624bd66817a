import type { AttendanceReport, OrganizationKind, ReportLayout } from '@ias/shared';
import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  SkeletonTable,
  Spinner,
} from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import { DownloadButtons } from './download-buttons';
import { ReportTable, reportColumnCount } from './report-table';

/** The report itself: loading, error and empty states, the table, and the downloads. */
export function ReportResultsCard({
  report,
  isPending,
  isUpdating,
  kind = 'institute',
  error,
  onRetry,
  download,
  exports,
}: {
  report: AttendanceReport | undefined;
  isPending: boolean;
  isUpdating: boolean;
  /** The organisation's kind, known before the report: its loading table has that many columns. */
  kind?: OrganizationKind;
  error: unknown;
  onRetry: () => void;
  download: {
    onDownload: (layout: ReportLayout) => void;
    pending: ReportLayout | null;
    error: unknown;
  };
  /** The XLSX and PDF exports, beside the CSV downloads. */
  exports?: ReactNode;
}) {
  const t = useCatalogueT(catalogue);
  const below = report?.rows.filter((r) => r.is_below_minimum).length ?? 0;
  const minimum = report?.organization.min_attendance_percent ?? null;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle>{t('reports.results.title')}</CardTitle>
          <CardDescription data-testid="report-summary">
            {report
              ? [
                  report.group
                    ? t('reports.results.peopleInGroup', {
                        count: report.rows.length,
                        group: report.group.name,
                      })
                    : t('reports.results.people', { count: report.rows.length }),
                  minimum !== null && report.organization.kind === 'institute'
                    ? t('reports.results.below', { below, minimum })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('reports.results.loading')}
            {isUpdating ? <Spinner className="ml-2 inline h-3.5 w-3.5" /> : null}
          </CardDescription>
          <p className="text-xs text-slate-600">{t('reports.results.rule')}</p>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <DownloadButtons
          {...download}
          disabled={!report}
          hasClasses={report?.organization.kind === 'institute'}
        />
        {exports}
        {error ? (
          <Alert variant="error" title={t('reports.results.error')}>
            <p>{describeError(error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
              {t('reports.tryAgain')}
            </Button>
          </Alert>
        ) : isPending || !report ? (
          <SkeletonTable columns={reportColumnCount(kind)} rows={8} />
        ) : report.rows.length === 0 ? (
          <EmptyState
            icon={Users}
            title={t('reports.results.emptyTitle')}
            description={t('reports.results.emptyDescription')}
          />
        ) : (
          <ReportTable rows={report.rows} kind={report.organization.kind} minimum={minimum} />
        )}
      </CardContent>
    </Card>
  );
}
