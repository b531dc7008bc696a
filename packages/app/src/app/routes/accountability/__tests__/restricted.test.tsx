import { PERSONAS, server } from '@endless/mock-server/node';
import type { components } from '@endless/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REACTIVATE_FAILURE } from '../../../../features/accountability/components/locked-violation';
import { submitUsernameSchema } from '../../../../features/accountability/schemas/submit-username';
import { apiClient } from '../../../../lib/api/client';
import { bodyField } from '../../../../testing/contract';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

type Violation = components['schemas']['Violation'];

const persona = (username: string) => {
  const found = PERSONAS.find((p) => p.username === username);
  if (!found) throw new Error(`no persona ${username}`);
  return found;
};

/** Renders /restricted and records every path the router visits. */
async function renderRestricted(username: string) {
  await signInAs(persona(username));
  const view = renderApp('/restricted');
  const visited: string[] = [];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
  return { ...view, visited };
}

function serveViolation(violation: Partial<Violation> & Pick<Violation, 'violation_type'>) {
  const full: Violation = {
    section_number: 4,
    section_text: 'Community Rules',
    subsection_number: 2,
    subsection_text: 'Respect',
    specific_number: 1,
    specific: 'Spam/Throwaway',
    violation_reason: 'Posting the same message repeatedly.',
    content: null,
    staff_note: null,
    violation_expires: null,
    restriction_type: 0,
    ...violation,
  };
  server.use(
    http.get('*/accountability/violation', () =>
      HttpResponse.json({ status: 200, violation: full, restriction_type: 0 }),
    ),
  );
}

const reactivate = () => screen.queryByRole('button', { name: 'Reactivate' });
const agree = () =>
  screen.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service' });

describe('locked page load failure (spec 02 §8)', () => {
  it("says the locked page's text, not a raw code, when the violation does not load", async () => {
    server.use(http.get('*/accountability/violation', () => HttpResponse.error()));
    await signInAs(persona('suspended'));
    renderApp('/restricted');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /^An Unkown Error Occured\. Try Again Later\.$/,
    );
  });
});

describe('locked page while loading', () => {
  it('adds its legal links under the card once the content is in, not under the loader', async () => {
    let asked = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/accountability/violation', async () => {
        asked = true;
        await answered;
        return HttpResponse.error();
      }),
    );
    await signInAs(persona('suspended'));
    renderApp('/restricted');
    await waitFor(() => expect(asked).toBe(true), { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: 'Legal' })).toBeNull();

    answer();
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(legal).toHaveTextContent('Terms of ServicePrivacy Policy');
  });
});

describe('locked account: violation', { timeout: 30_000 }, () => {
  it('shows an ended suspension in full and reactivates after agreeing to the terms', async () => {
    const user = userEvent.setup();
    const view = await renderRestricted('suspended');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Restricted' })).toBeVisible();
    expect(screen.getAllByText('Suspension').length).toBeGreaterThan(0);
    expect(screen.getByText('Section 4: Community Rules')).toBeInTheDocument();
    expect(screen.getByText('Subsection 4.2: Respect')).toBeInTheDocument();
    expect(screen.getByText('Rule 4.2.1: Bullying/Harassment')).toBeInTheDocument();
    expect(screen.getByText('Harassing other players in chat.')).toBeInTheDocument();
    expect(screen.getByText('You are terrible at this game, quit.')).toBeInTheDocument();
    expect(screen.getByText('Suspension ends')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );

    expect(reactivate()).toBeDisabled();
    await user.click(agree());
    expect(reactivate()).toBeEnabled();
    await user.click(reactivate()!);
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 8000 });
    const { data } = await apiClient.GET('/account/sync');
    expect(data?.account_state).not.toBe(0);
  });

  it('keeps Reactivate off until a running suspension ends and shows its end', async () => {
    const user = userEvent.setup();
    serveViolation({
      violation_type: 2,
      violation_expires: Math.floor(Date.now() / 1000) + 2 * 86_400,
    });
    await renderRestricted('suspended');
    // The overridden violation and the countdown's first tick may land after the first render.
    expect(await screen.findByText('Suspension ends')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/1d 23h/));
    await user.click(agree());
    expect(reactivate()).toBeDisabled();
    expect(
      screen.getByText('You can reactivate your account once the suspension has ended.'),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Warning'],
    [0, 'No Violation/Unknown'],
  ] as const)('offers reactivation for type %i (%s)', async (type, name) => {
    serveViolation({ violation_type: type, staff_note: 'Please read the rules again.' });
    await renderRestricted('suspended');
    expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByText('Please read the rules again.')).toBeInTheDocument();
    expect(reactivate()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('still goes to the dashboard when reactivation fails with an answer', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch('*/accountability/violation', () =>
        HttpResponse.json(
          { status: 403, error_code: 'VL1002', error_code_text: 'Suspension Has Not Ended' },
          { status: 403 },
        ),
      ),
    );
    const view = await renderRestricted('suspended');
    await user.click(agree());
    await user.click(reactivate()!);
    // The account is still restricted, so the shell sends it back to the locked screen.
    await waitFor(() => expect(view.visited).toContain('/dashboard'), { timeout: 8000 });
  });

  it('stays and says so when reactivation gets no answer', async () => {
    const user = userEvent.setup();
    server.use(http.patch('*/accountability/violation', () => HttpResponse.error()));
    const view = await renderRestricted('suspended');
    await user.click(agree());
    await user.click(reactivate()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(REACTIVATE_FAILURE);
    expect(view.visited).not.toContain('/dashboard');
  });

  it('offers only Log Out for a termination and says to contact support', async () => {
    const user = userEvent.setup();
    const view = await renderRestricted('terminated');
    expect(screen.getAllByText('Termination').length).toBeGreaterThan(0);
    expect(screen.getByText(/contact support at/)).toBeInTheDocument();
    expect(reactivate()).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(view.location()).toBe('/landing'), { timeout: 8000 });
  });

  // Spec 02 §4: only types below 3 can be reactivated.
  it('offers only Log Out for type 5 (Other) and says to contact support', async () => {
    serveViolation({ violation_type: 5 });
    await renderRestricted('terminated');
    expect(screen.getAllByText('Other').length).toBeGreaterThan(0);
    expect(screen.getByText(/contact support at/)).toBeInTheDocument();
    expect(reactivate()).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('offers only Log Out for an investigation', async () => {
    serveViolation({ violation_type: 4 });
    await renderRestricted('terminated');
    expect(screen.getAllByText('Investigation').length).toBeGreaterThan(0);
    expect(screen.getByText(/under investigation/)).toBeInTheDocument();
    expect(reactivate()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});

describe('locked account: rejected username', { timeout: 30_000 }, () => {
  const field = () => screen.getByRole('textbox', { name: /New Username/ });
  const submit = () => screen.getByRole('button', { name: 'Submit Username' });

  it('shows the form messages for required, length and characters', async () => {
    const user = userEvent.setup();
    await renderRestricted('renamed');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a New Username' })).toBeVisible();
    await user.click(submit());
    expect(await screen.findByText('Username Required')).toBeInTheDocument();
    await user.type(field(), 'ab');
    expect(await screen.findByText('Username Too Short')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), 'a'.repeat(19));
    expect(await screen.findByText('Username Too Long')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), 'bad name!');
    expect(await screen.findByText('Username Is Invalid')).toBeInTheDocument();
  });

  it('checks the name 500 ms after typing stops and shows the server codes', async () => {
    const user = userEvent.setup();
    const checks: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/register/validate/user') checks.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      await renderRestricted('renamed');
      await user.type(field(), 'member');
      expect(
        await screen.findByText('Username is Already Taken', {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(checks).toHaveLength(1);
      await user.clear(field());
      await user.type(field(), 'the_admin');
      expect(
        await screen.findByText('Username is Blacklisted', {}, { timeout: 5000 }),
      ).toBeVisible();
      server.use(
        http.post('*/register/validate/user', () =>
          HttpResponse.json(
            { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      );
      await user.clear(field());
      await user.type(field(), 'fresh.name');
      expect(
        await screen.findByText('An Unknown Error Occured', {}, { timeout: 5000 }),
      ).toBeVisible();
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows the server code when the submitted name is taken', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/register/validate/user', () => HttpResponse.json({ status: 200 })));
    await renderRestricted('renamed');
    await user.type(field(), 'member');
    await user.click(submit());
    expect(
      await screen.findByText('Username is Already Taken', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(field()).toHaveValue('member');
  });

  it('submits a new name and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const view = await renderRestricted('renamed');
    await user.type(field(), 'new.builder_1');
    expect(await screen.findByText('Username is Available', {}, { timeout: 5000 })).toBeVisible();
    await user.click(submit());
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 8000 });
    const { data } = await apiClient.GET('/accountability/violation');
    expect(data?.restriction_type).toBe(0);
  });

  it('has the contract limits', () => {
    const username = bodyField('patch', '/accountability/username', 'username');
    expect([username.minLength, username.maxLength]).toEqual([3, 18]);
    const message = (value: string) =>
      submitUsernameSchema.safeParse({ username: value }).error?.issues[0]?.message;
    expect(message('')).toBe('Username Required');
    expect(message('ab')).toBe('Username Too Short');
    expect(message('abc')).toBeUndefined();
    expect(message('a'.repeat(18))).toBeUndefined();
    expect(message('a'.repeat(19))).toBe('Username Too Long');
    expect(message('a-b')).toBe('Username Is Invalid');
  });
});
