import { expect, userEvent, waitFor } from 'storybook/test';
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

// Interaction: details typed, then submitted without a subject: the subject's error (spec 02 §5).
export const SubjectRequired = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const details = await canvas.findByLabelText('Additional Details');
    await userEvent.type(details, 'Sends the same link to everyone in the forums.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Report' }));
    return canvas.findByText('Please Select Report Subject');
  },
});

// Interaction: the form filled in, ready to submit: details typed, a subject chosen from its list
// (last, so focus is back on the subject and the shot shows both).
export const Filled = screenStory({
  path,
  as: 'member',
  ready: async (canvas) => {
    const details = await canvas.findByLabelText('Additional Details');
    await userEvent.type(details, 'Sends the same link to everyone in the forums.');
    const subject = canvas.getByRole('combobox', { name: /Report Subject/ });
    await userEvent.click(subject);
    await userEvent.click(await canvas.findByRole('option', { name: 'Spam/Throwaway' }));
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(subject).toHaveTextContent('Spam/Throwaway');
    return subject;
  },
});
