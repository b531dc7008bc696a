import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { persona, signInAs } from '../../../testing/session';

async function expectRedirect(from: string, to: string) {
  const app = renderApp(from);
  await waitFor(() => expect(app.location()).toBe(to));
  // The target rendered (no blank page): every destination has a level-1 heading.
  expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
}

describe('redirect table (spec 03 §2)', () => {
  describe('for a guest', () => {
    it.each([
      ['/', '/landing'],
      ['/user', '/landing'],
      ['/help', '/contact'],
      ['/support', '/contact'],
      ['/upgrade/success', '/upgrade'],
      ['/upgrade/success/', '/upgrade'],
      ['/profile', '/login?redirect=%2Fprofile'],
      ['/marketplace/abc', '/marketplace'],
    ])('%s goes to %s', expectRedirect);
  });

  describe('for a signed-in user', () => {
    it.each([
      ['/friends', '/users'],
      ['/report', '/dashboard'],
      ['/report/11', '/dashboard'],
      ['/report/abc/5', '/dashboard'],
      ['/report/11/abc', '/dashboard'],
      ['/report/99/5', '/dashboard'],
      ['/user/abc', '/dashboard'],
      ['/user/12x', '/dashboard'],
      // /landing is public (spec 03 route table): a signed-in user stays there too.
      ['/', '/landing'],
    ])('%s goes to %s', async (from, to) => {
      await signInAs('member');
      await expectRedirect(from, to);
    });

    it.each(['/report/11/5', '/report/12/40', '/report/51/3', '/report/52/3', '/report/53/3'])(
      'keeps a valid report link %s',
      async (path) => {
        await signInAs('member');
        const app = renderApp(path);
        expect(await app.findByRole('heading', { level: 1, name: /^Report / })).toBeInTheDocument();
        expect(app.location()).toBe(path);
      },
    );
  });

  it('keeps a numeric profile id', async () => {
    const app = renderApp('/user/42');
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe('/user/42');
  });

  it('keeps a numeric listing id', async () => {
    const app = renderApp('/marketplace/7');
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe('/marketplace/7');
  });

  it('/profile takes a signed-in user to their own profile', async () => {
    await signInAs('backer');
    await expectRedirect('/profile', `/user/${persona('backer').id}`);
  });
});
