import { z } from '../../../lib/zod';
import { REPORT_SUBJECTS, type ReportSubject } from '../report-categories';
import { REPORT_ADDITIONAL_MAX } from './rules';

const subjectValues = new Set<number>(REPORT_SUBJECTS.map((subject) => subject.value));

export const createReportSchema = z.object({
  subject: z
    .string()
    .min(1, 'Please Select Report Subject')
    .refine(
      (value) => /^\d+$/.test(value) && subjectValues.has(Number(value)),
      'Invalid Subject Selected',
    )
    .transform((value) => Number(value) as ReportSubject),
  additional: z.string().max(REPORT_ADDITIONAL_MAX, 'Report Details Too Long'),
});

export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportValues = z.output<typeof createReportSchema>;
