// createReport (POST /accountability/report): files a report.
import type { ReportType } from '../../../config/report-types';
import { apiClient } from '../../../lib/api/client';
import type { ReportSubject } from '../report-categories';

export async function createReport(body: {
  type: ReportType;
  content: number;
  subject: ReportSubject;
  additional: string;
}): Promise<void> {
  await apiClient.POST('/accountability/report', { body });
}
