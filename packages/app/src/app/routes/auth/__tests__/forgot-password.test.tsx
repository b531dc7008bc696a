import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { answerError, failNetwork, fill } from './auth-test-utils';

// Several user steps per test on a shared, busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

async function openForgot(path = '/login') {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { name: 'Login' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const heading = await screen.findByRole('heading', { name: 'Forgot Password' });
  return { user, heading };
}

async function send(user: ReturnType<typeof userEvent.setup>, input: string) {
  if (input) await fill(user, screen.getByLabelText('Username or Email Address'), input);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password (spec 01 §2, §5, §8)', () => {
  it('opens from /login, moves focus to its title and explains the wait', async () => {
    const { heading } = await openForgot();
    expect(heading).toHaveFocus();
    // The form loads on demand (it is not part of the login panel's first visit).
    expect(await screen.findByText(/up to 5 minutes/)).toHaveTextContent(/spam/);
  });

  it('cannot be left empty', async () => {
    const { user } = await openForgot();
    await send(user, '');
    expect(await screen.findByText("Can't be left Empty")).toBeInTheDocument();
  });

  it.each(['ab', 'not an email', 'a'.repeat(23)])('refuses %s', async (input) => {
    const { user } = await openForgot();
    await send(user, input);
    expect(await screen.findByText('Invalid Username/Email Address')).toBeInTheDocument();
  });

  it('shows AU1030 from the server on the field', async () => {
    const { user } = await openForgot();
    await send(user, 'nobody_at_all');
    expect(await screen.findByText('Invalid Username/Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email Address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows other codes and EX4000 under the form', async () => {
    failNetwork('/OAuth2/forgot');
    const { user } = await openForgot();
    await send(user, 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "[EX4000] Something went very wrong and we don't know what happened!",
    );
  });

  it('shows a server error code as [code] text', async () => {
    answerError('/OAuth2/forgot', 'EX5000', 'Internal Server Error', 500);
    const { user } = await openForgot();
    await send(user, 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent('[EX5000] Internal Server Error');
  });

  it.each(['member', 'member@example.com'])('sends the e-mail for %s', async (input) => {
    const { user } = await openForgot();
    await send(user, input);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText(/up to 5 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login' })).toHaveFocus());
  });
});
