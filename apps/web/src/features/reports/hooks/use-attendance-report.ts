import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportLayout } from '@ias/shared';
import {
  downloadAttendanceCsv,
  fetchAttendanceReport,
  type ReportRequest,
} from '../api/attendance-report';
import { reportKeys } from '../api/keys';
import { saveFile } from '../utils/save-file';

/** The summary report for the filters; not asked for while the range is not valid. */
export function useAttendanceReport(orgId: string, request: ReportRequest, isValid: boolean) {
  return useQuery({
    queryKey: reportKeys.attendance(orgId, request),
    queryFn: () => fetchAttendanceReport(orgId, request),
    enabled: isValid,
    // The previous figures stay on screen while a new range loads.
    placeholderData: keepPreviousData,
  });
}

/** Downloads the report as a CSV file (summary or day by day) with the session's token. */
export function useReportDownload(orgId: string, request: ReportRequest) {
  return useMutation({
    mutationFn: async (layout: ReportLayout) => {
      const { blob, fileName } = await downloadAttendanceCsv(orgId, request, layout);
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
