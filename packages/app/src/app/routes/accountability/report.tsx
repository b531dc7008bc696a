import { redirect, useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { isReportType } from '../../../config/report-types';
import { ReportForm } from '../../../features/accountability/components/report-form';
import { isNumericParam } from '../../../lib/route-params';

/** Spec 02 §2: a non-numeric part or an unknown type code goes to the dashboard. */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    const { type, id } = params;
    if (!isNumericParam(type) || !isNumericParam(id) || !isReportType(Number(type))) {
      throw redirect(paths.dashboard.getHref());
    }
    return null;
  };

export default function ReportRoute() {
  const { type, id } = useParams();
  const reportType = Number(type);
  // The loader only lets known types and numeric ids through.
  if (!isReportType(reportType)) return null;
  return <ReportForm key={`${type}/${id}`} type={reportType} content={Number(id)} />;
}
