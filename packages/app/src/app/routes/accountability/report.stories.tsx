import { paths } from '../../../config/paths';
import { REPORT_LOAD_FAILURE } from '../../../features/accountability/components/report-form';
import { never, screenParameters, screenStory, serverError } from '../../../testing/screen-story';

// One reported item: the form has no empty state.
export default { title: 'Screens/Accountability/Report', parameters: screenParameters };

// Report type 11 (a user) about user 5 (backer).
const path = paths.report.form.getHref(11, 5);

export const Default = screenStory({
  path,
  as: 'member',
  ready: (canvas) => canvas.findByRole('button', { name: /Submit/ }),
});

export const Loading = screenStory({
  path,
  as: 'member',
  handlers: [never('get', '/accountability/report')],
  ready: (canvas) => canvas.findByRole('status'),
});

export const Error = screenStory({
  path,
  as: 'member',
  handlers: [serverError('get', '/accountability/report')],
  ready: (canvas) => canvas.findByText(REPORT_LOAD_FAILURE),
});
