// getReportTarget (GET /accountability/report): what is being reported, for the report form.
import type { ReportType } from '../../../config/report-types';
import { $api } from '../../../lib/api/client';

export function getReportTargetQueryOptions(type: ReportType, content: number) {
  return $api.queryOptions('get', '/accountability/report', {
    params: { query: { type, content } },
  });
}
