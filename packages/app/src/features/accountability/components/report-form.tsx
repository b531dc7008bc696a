import { toApiError } from '@endless/client';
import { codePoints, requestLengths } from '@endless/client/lengths';
import { Banner, Button, Card, FormField, Link, Loader, Select, TextArea } from '@endless/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { ReportType } from '../../../config/report-types';
import { suppressEnter, useZodForm } from '../../../lib/form';
import { createReport } from '../api/create-report';
import { getReportTargetQueryOptions } from '../api/get-report-target';
import { REPORT_SUBJECTS, reportTypeName } from '../report-categories';
import type { CreateReportValues } from '../schemas/create-report';
import './report.css';

/** The contract's limit of the details, in characters (code points). */
const DETAILS_MAX = requestLengths.createReport.body.additional.maxLength;

const loadSchema = () => import('../schemas/create-report').then((m) => m.createReportSchema);

export const REPORT_LOAD_FAILURE =
  'An Error Occured Validating Data for The Report - Refresh the Page or Try again later.';

const SUBJECT_OPTIONS = REPORT_SUBJECTS.map(({ value, label }) => ({
  value: String(value),
  label,
}));

/** The report form at /report/{type}/{id}: loading, form, submitted (spec 02 §2). */
export function ReportForm({ type, content }: { type: ReportType; content: number }) {
  const target = useQuery({ ...getReportTargetQueryOptions(type, content), retry: false });
  const submit = useMutation({
    mutationFn: (values: CreateReportValues) => createReport({ type, content, ...values }),
  });
  const { category, name } = reportTypeName(type);

  if (submit.isSuccess) {
    return (
      <div className="accountability-report">
        <Card padding="lg" className="accountability-report__done">
          <h1 className="accountability-report__title">Thank you for your report</h1>
          <p className="accountability-report__muted">
            Our staff will review it and take action where the rules were broken.
          </p>
          <Button asChild variant="secondary">
            <RouterLink to={paths.dashboard.getHref()}>Back to Dashboard</RouterLink>
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div className="accountability-report">
      <Card padding="lg" className="accountability-report__card">
        <h1 className="accountability-report__title">Report {name}</h1>
        {target.isPending ? (
          <Loader />
        ) : target.isError ? (
          <Banner
            tone="danger"
            role="alert"
            action={
              <Button
                variant="secondary"
                busy={target.isFetching}
                onClick={() => void target.refetch()}
              >
                Try Again
              </Button>
            }
          >
            {REPORT_LOAD_FAILURE}
          </Banner>
        ) : (
          <>
            <dl className="accountability-report__target">
              <div>
                <dt>Category</dt>
                <dd>
                  {category} · {name}
                </dd>
              </div>
              <div>
                <dt>{type === 11 ? 'User' : 'Posted by'}</dt>
                <dd>{target.data.content_username}</dd>
              </div>
            </dl>
            <ReportFields
              pending={submit.isPending}
              failure={submit.isError ? toApiError(submit.error).text : undefined}
              onSubmit={(input) => submit.mutate(input)}
            />
          </>
        )}
      </Card>
      <aside className="accountability-report__notes" aria-label="About reports">
        <p>Reports are handled by our staff 24/7.</p>
        <p>
          False reporting can lead to action being taken against your account. Read the{' '}
          <Link asChild>
            <RouterLink to={paths.legal.terms.getHref()}>Terms of Service</RouterLink>
          </Link>{' '}
          for what is not allowed.
        </p>
      </aside>
    </div>
  );
}

interface ReportFieldsProps {
  pending: boolean;
  failure: string | undefined;
  onSubmit: (values: CreateReportValues) => void;
}

function ReportFields({ pending, failure, onSubmit }: ReportFieldsProps) {
  const form = useZodForm(loadSchema, { defaultValues: { subject: '', additional: '' } });
  const { errors } = form.formState;
  return (
    <form
      className="accountability-report__form"
      noValidate
      onKeyDown={suppressEnter}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Controller
        control={form.control}
        name="subject"
        render={({ field }) => (
          <FormField label="Report Subject" required error={errors.subject?.message}>
            {(control) => (
              <Select
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={SUBJECT_OPTIONS}
                placeholder="Select a Subject"
              />
            )}
          </FormField>
        )}
      />
      <TextArea
        label="Additional Details"
        hint="Optional: anything that helps staff understand the problem."
        rows={6}
        maxLength={DETAILS_MAX}
        count={codePoints}
        warnAt={DETAILS_MAX - 100}
        error={errors.additional?.message}
        {...form.register('additional')}
      />
      {failure && (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      )}
      <div className="accountability-report__actions">
        <Button type="submit" variant="danger" busy={pending}>
          Submit Report
        </Button>
      </div>
    </form>
  );
}
