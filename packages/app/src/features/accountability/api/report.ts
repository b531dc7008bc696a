import type { ReportType } from '../../../config/report-types';
import { $api, apiClient } from '../../../lib/api/client';
import type { ReportSubject } from '../report-categories';

export function reportTargetQueryOptions(type: ReportType, content: number) {
  return $api.queryOptions('get', '/accountability/report', {
    params: { query: { type, content } },
  });
}

export async function createReport(body: {
  type: ReportType;
  content: number;
  subject: ReportSubject;
  additional: string;
}): Promise<void> {
  await apiClient.POST('/accountability/report', { body });
}
