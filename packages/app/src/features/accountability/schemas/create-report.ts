import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';
import { REPORT_SUBJECTS, type ReportSubject } from '../report-categories';

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
  additional: requestSchemas.createReport.body.shape.additional.unwrap(),
});

export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportValues = z.output<typeof createReportSchema>;
