import { redirect, type LoaderFunction } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { paths } from '../../../config/paths';
import { isReportType } from '../../../config/report-types';
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
  return <ComingSoon area="Report">The report form is on its way.</ComingSoon>;
}
