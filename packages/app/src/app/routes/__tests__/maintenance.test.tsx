// Spec 01 §2: the maintenance page shows when the backend answers 503 for what a screen shows.
import { server } from '@endless/mock-server/node';
import { injectFaults } from '@endless/mock-server/controls';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/session';

const switchedOff = () =>
  HttpResponse.json(
    { status: 503, error_code: 'EX5000', error_code_text: 'Service Unavailable' },
    { status: 503 },
  );

describe('maintenance page', () => {
  it('replaces a screen whose data is switched off, and only that screen', async () => {
    await signInAs('member');
    server.use(http.get(`${env.apiUrl}/main/data/dashboard`, switchedOff));
    const app = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: '503 | Page Maintenace' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This page is temporary disabled while our engineers are actively working on it.',
      ),
    ).toBeVisible();

    await app.router.navigate('/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    expect(screen.queryByText('503 | Page Maintenace')).toBeNull();
  });

  it("shows when the dev controls' maintenance fault hits a screen's read", async () => {
    const app = renderApp('/forums');
    await screen.findByRole('heading', { level: 2, name: 'Official Categories' });

    injectFaults('maintenance');
    await app.router.navigate('/forums/2');

    expect(
      await screen.findByRole('heading', { level: 1, name: '503 | Page Maintenace' }),
    ).toBeVisible();
  });
});
