import { type ReportLayout, todayIn } from '@ias/shared';
import { useState } from 'react';
import { Alert, Button, SkeletonBlock } from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import { ReportChart } from '@/features/charts';
import { ExportPanel } from '@/features/exports';
import { useCatalogueT } from '@/features/i18n';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import type { ReportSettings } from '../api/report-settings';
import { useAttendanceReport, useReportDownload } from '../hooks/use-attendance-report';
import { useReportFilters } from '../hooks/use-report-filters';
import { useReportSettings } from '../hooks/use-report-settings';
import { ReportFiltersCard } from './report-filters-card';
import { ReportResultsCard } from './report-results-card';

/**
 * The attendance report of an organisation: the owner's whole organisation, or a teacher's or
 * in-charge's own groups (the server decides which). `canEditPayroll`: the owner's pay period.
 */
export function AttendanceReportScreen({
  orgId,
  canEditPayroll = false,
}: {
  orgId: string;
  canEditPayroll?: boolean;
}) {
  const t = useCatalogueT(catalogue);
  const settings = useReportSettings(orgId);
  if (settings.isPending) {
    // The report's shape: the filters card, then the results card.
    return (
      <SkeletonShape className="min-w-0" testId="skeleton-report">
        <div className="space-y-6">
          <SkeletonBlock className="h-44 w-full rounded-2xl bg-slate-100" />
          <SkeletonBlock className="h-96 w-full rounded-2xl bg-slate-100" />
        </div>
      </SkeletonShape>
    );
  }
  if (settings.error || !settings.data) {
    return (
      <Alert variant="error" title={t('reports.settingsError')}>
        <p>{describeError(settings.error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void settings.refetch()}
        >
          {t('reports.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <ReportView settings={settings.data} canEditPayroll={canEditPayroll} />;
}

function ReportView({
  settings,
  canEditPayroll,
}: {
  settings: ReportSettings;
  canEditPayroll: boolean;
}) {
  const today = todayIn(settings.timezone);
  const { filters, problem, choosePreset, chooseRange, chooseGroup } = useReportFilters({
    today,
    kind: settings.kind,
    payrollStartDay: settings.payroll_period_start_day,
  });
  const request = { from: filters.from, to: filters.to, groupId: filters.groupId };
  const report = useAttendanceReport(settings.id, request, !problem);
  const download = useReportDownload(settings.id, request);
  const [pending, setPending] = useState<ReportLayout | null>(null);
  const onDownload = (layout: ReportLayout) => {
    setPending(layout);
    download.mutate(layout, { onSettled: () => setPending(null) });
  };
  return (
    <div className="min-w-0 space-y-6" data-tour="report">
      <ReportFiltersCard
        settings={settings}
        filters={filters}
        problem={problem}
        groups={report.data?.groups ?? []}
        canEditPayroll={canEditPayroll}
        onPreset={choosePreset}
        onRange={chooseRange}
        onGroup={chooseGroup}
      />
      <ZoneNote timeZone={settings.timezone} />
      {problem ? null : (
        <ReportChart
          orgId={settings.id}
          from={filters.from}
          to={filters.to}
          groupId={filters.groupId}
        />
      )}
      {problem ? null : (
        // The tour's "results" step points here: the chart above loads later, so a position
        // (the second child) would move under it.
        <div data-tour="report-results">
          <ReportResultsCard
            report={report.data}
            isPending={report.isPending}
            isUpdating={report.isFetching && report.isPlaceholderData}
            kind={settings.kind}
            error={report.error}
            onRetry={() => void report.refetch()}
            download={{ onDownload, pending, error: download.error }}
            exports={<ExportPanel orgId={settings.id} range={request} disabled={!report.data} />}
          />
        </div>
      )}
    </div>
  );
}
