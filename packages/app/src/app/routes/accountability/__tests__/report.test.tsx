import { PERSONAS, server } from '@endless/mock-server/node';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  REPORT_SUBJECTS,
  reportTypeName,
} from '../../../../features/accountability/report-categories';
import { createReportSchema } from '../../../../features/accountability/schemas/create-report';
import { REPORT_TYPES } from '../../../../config/report-types';
import { bodyField } from '../../../../testing/contract';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

const LOAD_FAILURE =
  'An Error Occured Validating Data for The Report - Refresh the Page or Try again later.';

async function renderReport(path = '/report/11/2') {
  await signInAs(PERSONAS[0]);
  const view = renderApp(path);
  return view;
}

async function chooseSubject(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Report Subject/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('report form', { timeout: 20_000 }, () => {
  it('loads, then names what is reported and says how reports are handled', async () => {
    await renderReport();
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Consulting the Forbidden Archives',
    );
    expect(await screen.findByText('staff', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Report User Profile' })).toBeVisible();
    expect(screen.getByText('Users · User Profile')).toBeVisible();
    expect(screen.getByText(/handled by our staff 24\/7/)).toBeVisible();
    expect(screen.getByText(/False reporting can lead to action/)).toBeVisible();
  });

  it("asks for a subject: 'Please Select Report Subject'", async () => {
    const user = userEvent.setup();
    await renderReport();
    await user.click(
      await screen.findByRole('button', { name: 'Submit Report' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Please Select Report Subject')).toBeVisible();
  });

  it('offers the eight subjects by name', async () => {
    const user = userEvent.setup();
    await renderReport();
    await user.click(
      await screen.findByRole('combobox', { name: /Report Subject/ }, { timeout: 5000 }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Spam/Throwaway',
      'Bullying/Harassment',
      'Profanity/Swearing',
      'Exploiting/Scamming',
      'Real Threats/Suicidal Ideations',
      'Inappropriate/Adult Content',
      'Offsite Linking',
      'Other Violation',
    ]);
  });

  it('submits and thanks the reporter', async () => {
    const user = userEvent.setup();
    await renderReport();
    await screen.findByText('staff', {}, { timeout: 5000 });
    await chooseSubject(user, 'Bullying/Harassment');
    await user.type(screen.getByRole('textbox', { name: 'Additional Details' }), 'Rude in chat.');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your report' }),
    ).toBeVisible();
  });

  it('shows the load failure text when the target cannot be validated', async () => {
    await renderReport('/report/11/999999');
    expect(await screen.findByText(LOAD_FAILURE, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Report' })).not.toBeInTheDocument();
  });

  it('shows the load failure text when there is no response', async () => {
    server.use(http.get('*/accountability/report', () => HttpResponse.error()));
    await renderReport();
    expect(await screen.findByText(LOAD_FAILURE, {}, { timeout: 5000 })).toBeVisible();
  });

  it("shows the server's error_code_text when submitting fails, keeping the input", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '*/accountability/report',
        () =>
          HttpResponse.json(
            { status: 400, error_code: 'RP1002', error_code_text: 'Invalid Subject Selected' },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await renderReport();
    await screen.findByText('staff', {}, { timeout: 5000 });
    await chooseSubject(user, 'Spam/Throwaway');
    await user.type(screen.getByRole('textbox', { name: 'Additional Details' }), 'Throwaway.');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid Subject Selected$/);
    expect(screen.getByRole('textbox', { name: 'Additional Details' })).toHaveValue('Throwaway.');
  });

  it('counts the details in characters (code points), as the contract does', async () => {
    await renderReport();
    const details = await screen.findByRole(
      'textbox',
      { name: 'Additional Details' },
      { timeout: 5000 },
    );
    // 300 emoji are 600 UTF-16 units but 300 of the contract's 1000 characters.
    fireEvent.change(details, { target: { value: '😀'.repeat(300) } });
    expect(screen.getByText('700 characters remaining')).toBeVisible();
  });
});

describe('report schema and categories', () => {
  it('has the contract’s limits', () => {
    expect(REPORT_SUBJECTS.map((subject) => subject.value)).toEqual(
      bodyField('post', '/accountability/report', 'subject').enum,
    );
    expect(Object.values(REPORT_TYPES)).toEqual(
      bodyField('post', '/accountability/report', 'type').enum,
    );
  });

  it.each([
    ['', 'Please Select Report Subject'],
    ['0', 'Invalid Subject Selected'],
    ['9', 'Invalid Subject Selected'],
    ['spam', 'Invalid Subject Selected'],
  ])('subject %j: %s', (subject, message) => {
    const result = createReportSchema.safeParse({ subject, additional: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts subjects 1 to 8 and details up to the limit', () => {
    for (const { value } of REPORT_SUBJECTS) {
      expect(createReportSchema.parse({ subject: String(value), additional: '' }).subject).toBe(
        value,
      );
    }
    const { maxLength } = bodyField('post', '/accountability/report', 'additional');
    expect(maxLength).toBe(1000);
    const atLimit = '😀'.repeat(maxLength!);
    expect(createReportSchema.safeParse({ subject: '1', additional: atLimit }).success).toBe(true);
    const over = createReportSchema.safeParse({ subject: '1', additional: `${atLimit}😀` });
    expect(over.error?.issues[0]?.message).toBe('Report Details Too Long');
  });

  it('names every report type', () => {
    expect(Object.values(REPORT_TYPES).map((type) => reportTypeName(type))).toEqual([
      { category: 'Users', name: 'User Profile' },
      { category: 'Users', name: 'User Status' },
      { category: 'Marketplace', name: 'Item Listing' },
      { category: 'Games', name: 'Game Listing' },
      { category: 'Community', name: 'Community Listing' },
      { category: 'Forums', name: 'Thread' },
      { category: 'Forums', name: 'Thread Reply' },
      { category: 'Forums', name: 'Thread Comment' },
    ]);
  });
});
