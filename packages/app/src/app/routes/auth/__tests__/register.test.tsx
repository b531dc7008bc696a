import { server } from '@endless/mock-server/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import {
  answerError,
  choose,
  failNetwork,
  fill,
  lastWrite,
  optionsOf,
  recordCookieWrites,
} from './auth-test-utils';

const cookieWrites = recordCookieWrites();

// Radix selects are slow to drive in jsdom; a full form takes several seconds.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
});

async function openRegister(path = '/register') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Register' }, { timeout: 5000 });
  return { app, user };
}

interface Entries {
  birthday?: [month: string, day: string, year: string];
  email?: string;
  username?: string;
  password?: string;
  repeat?: string;
  terms?: boolean;
}

const ADULT: Required<Entries> = {
  birthday: ['July', '4', '2001'],
  email: 'newcomer@example.com',
  username: 'newcomer',
  password: 'Correct-Horse-9',
  repeat: 'Correct-Horse-9',
  terms: true,
};

async function fillForm(user: UserEvent, entries: Entries) {
  if (entries.birthday) {
    const [month, day, year] = entries.birthday;
    await choose(user, 'Month', month);
    await choose(user, 'Day', day);
    await choose(user, 'Year', year);
  }
  if (entries.email) await fill(user, screen.getByLabelText(/Email Address/), entries.email);
  if (entries.username) await fill(user, screen.getByLabelText('Username'), entries.username);
  if (entries.password) await fill(user, screen.getByLabelText('Password'), entries.password);
  if (entries.repeat) await fill(user, screen.getByLabelText('Repeat Password'), entries.repeat);
  if (entries.terms) await user.click(termsBox());
}

function termsBox() {
  return screen.getByRole('checkbox', { name: /I have read and accept the Terms of Service/ });
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The error line of a field, by the field's label. */
function fieldError(label: string | RegExp) {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ')[0] ?? '')?.textContent : undefined;
}

describe('/register on submit (spec 01 §5)', () => {
  it('asks for everything when empty', async () => {
    const { user } = await openRegister();
    await submit(user);
    expect(await screen.findByText('Birthday Required')).toBeInTheDocument();
    for (const part of ['Month', 'Day', 'Year']) {
      expect(screen.getByRole('combobox', { name: part })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fieldError('Email Address')).toBe('Email Address Required');
    expect(fieldError('Username')).toBe('Username Required');
    expect(fieldError('Password')).toBe('Password Required');
    expect(fieldError('Repeat Password')).toBe('Please Repeat Password');
    expect(
      screen.getByText('Please Review and Accept the Terms of Service and Privacy Policy'),
    ).toBeInTheDocument();
  });

  it('uses the submit wording for bad values', async () => {
    const { user } = await openRegister();
    await fillForm(user, {
      email: 'not-an-email',
      username: 'bad name',
      password: '12345',
      repeat: '54321',
    });
    await submit(user);
    await waitFor(() => expect(fieldError('Email Address')).toBe('Invalid Email Address'));
    expect(fieldError('Username')).toBe('Invalid Username');
    expect(fieldError('Password')).toBe('Password Is Too Short');
    expect(fieldError('Repeat Password')).toBe("Passwords don't Match");
  });

  it.each([
    ['ab', 'Username Too Short'],
    ['a'.repeat(19), 'Username Too Long'],
  ])('refuses the username %s', async (username, message) => {
    const { user } = await openRegister();
    await fillForm(user, { username });
    await submit(user);
    await waitFor(() => expect(fieldError('Username')).toBe(message));
  });

  it('refuses February 29 of a common year and highlights the day', async () => {
    const { user } = await openRegister();
    await fillForm(user, { ...ADULT, birthday: ['February', '29', '2001'] });
    await submit(user);
    expect(await screen.findByText('Birthday Is Invalid')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Month' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('/register birthday lists (spec 01 §2, §9)', () => {
  it('offers the current year down to 1936', async () => {
    const { user } = await openRegister();
    const years = await optionsOf(user, 'Year');
    expect(years[0]).toBe(String(new Date().getUTCFullYear()));
    expect(years.at(-1)).toBe('1936');
    expect(years).toHaveLength(new Date().getUTCFullYear() - 1936 + 1);
  });

  it.each([
    ['January', 31],
    ['February', 29],
    ['April', 30],
    ['December', 31],
  ])('offers the days of %s', async (month, days) => {
    const { user } = await openRegister();
    await choose(user, 'Month', month);
    const offered = await optionsOf(user, 'Day');
    expect(offered).toHaveLength(days);
    expect(offered.at(-1)).toBe(String(days));
  });

  it('drops a day the new month does not have', async () => {
    const { user } = await openRegister();
    await choose(user, 'Month', 'January');
    await choose(user, 'Day', '31');
    await choose(user, 'Month', 'April');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Day');
  });
});

describe('/register privacy mode (spec 01 §2, 409968000 s)', () => {
  // Birthday 2010-06-15 00:00 UTC; privacy mode while less than 409968000 s have passed.
  const dob = Date.UTC(2010, 5, 15) / 1000;

  it.each([
    ['one second before the boundary', dob + 409_968_000 - 1, true],
    ['at the boundary', dob + 409_968_000, false],
  ])('%s', async (_, nowSeconds, privacy) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nowSeconds * 1000);
    const { user } = await openRegister();
    await fillForm(user, { birthday: ['June', '15', '2010'] });
    if (privacy) {
      expect(await screen.findByText('Content Privacy Enabled')).toBeInTheDocument();
      expect(screen.getByText('Your Birthday will not be saved.')).toBeInTheDocument();
      expect(screen.getByLabelText("Parent's Email Address")).toBeInTheDocument();
    } else {
      expect(screen.queryByText('Content Privacy Enabled')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    }
  });
});

describe('/register live checks (spec 01 §5, 500 ms debounce)', () => {
  it('asks the server once, 500 ms after typing stops', async () => {
    await openRegister();
    const field = screen.getByLabelText('Username');
    const checks: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/register/validate/user')) checks.push(request.url);
    };
    server.events.on('request:start', onRequest);
    try {
      // Fake timers make "500 ms" exact whatever the machine's load.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.change(field, { target: { value: 'fresh' } });
      await act(async () => vi.advanceTimersByTime(499));
      fireEvent.change(field, { target: { value: 'fresh_name' } });
      await act(async () => vi.advanceTimersByTime(499));
      expect(checks).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      vi.useRealTimers();
      expect(await screen.findByText('Neat Username!')).toBeInTheDocument();
      expect(checks).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('uses the live wording for bad values', async () => {
    const { user } = await openRegister();
    await fillForm(user, { email: 'nope@', username: 'bad name', password: '12345' });
    await waitFor(() => expect(fieldError('Email Address')).toBe('Email Address Invalid'));
    await waitFor(() => expect(fieldError('Username')).toBe('Username Is Invalid'));
    await waitFor(() => expect(fieldError('Password')).toBe('Password Too Short'));
  });

  it('says a field is required once it is emptied', async () => {
    const { user } = await openRegister();
    await fillForm(user, { email: 'a@b.cd', username: 'abc', password: 'abcdef', repeat: 'a' });
    for (const label of ['Email Address', 'Username', 'Password', 'Repeat Password']) {
      await user.clear(screen.getByLabelText(label));
    }
    await waitFor(() => expect(fieldError('Email Address')).toBe('Email Address Required'));
    await waitFor(() => expect(fieldError('Username')).toBe('Username Required'));
    await waitFor(() => expect(fieldError('Password')).toBe('Password Required'));
    await waitFor(() => expect(fieldError('Repeat Password')).toBe('Please Repeat Password'));
  });

  it.each([
    ['member', 'Username is Already Taken'],
    ['the_admin', 'Username is Blacklisted'],
  ])('answers %s from the server', async (username, message) => {
    const { user } = await openRegister();
    await fillForm(user, { username });
    await waitFor(() => expect(fieldError('Username')).toBe(message));
  });

  it('shows the server text of AU1020 on the username', async () => {
    answerError('/register/validate/user', 'AU1020', 'Username Is Invalid (server)');
    const { user } = await openRegister();
    await fillForm(user, { username: 'fine_name' });
    await waitFor(() => expect(fieldError('Username')).toBe('Username Is Invalid (server)'));
  });

  it('says Neat Username! for a free username', async () => {
    const { user } = await openRegister();
    await fillForm(user, { username: 'brand_new' });
    expect(await screen.findByText('Neat Username!')).toBeInTheDocument();
  });

  it('answers an e-mail already in use', async () => {
    const { user } = await openRegister();
    await fillForm(user, { email: 'member@example.com' });
    await waitFor(() => expect(fieldError('Email Address')).toBe('Email Address Already Used'));
  });

  it('shows a live AU1021 as Email Address Invalid', async () => {
    answerError('/register/validate/email', 'AU1021', 'Some other server text');
    const { user } = await openRegister();
    await fillForm(user, { email: 'looks@fine.com' });
    await waitFor(() => expect(fieldError('Email Address')).toBe('Email Address Invalid'));
  });

  it.each([
    ['abcdef1', 'Weak'],
    ['abcdef1234', 'Good'],
    ['Abcdef-1234', 'Strong'],
  ])('labels the strength of %s as %s', async (password, label) => {
    const { user } = await openRegister();
    await fillForm(user, { password });
    const hint = await screen.findByText(/Password Strength/);
    expect(within(hint).getByText(label)).toBeInTheDocument();
  });

  it('says whether the passwords match', async () => {
    const { user } = await openRegister();
    await fillForm(user, { password: 'Abcdef-1234', repeat: 'Abcdef-123' });
    await waitFor(() => expect(fieldError('Repeat Password')).toBe("Passwords don't Match"));
    await user.type(screen.getByLabelText('Repeat Password'), '4');
    expect(await screen.findByText('Passwords Match')).toBeInTheDocument();
  });

  it('shows EX4000 on the field when a live check gets no response', async () => {
    failNetwork('/register/validate/user');
    const { user } = await openRegister();
    await fillForm(user, { username: 'fine_name' });
    await waitFor(() =>
      expect(fieldError('Username')).toBe(
        "[EX4000] Something went very wrong and we don't know what happened!",
      ),
    );
  });
});

describe('/register server answers on submit (spec 01 §8)', () => {
  it.each([
    ['AU1020', 'Server username text', 'Username'],
    ['AU1021', 'Server email text', 'Email Address'],
    ['AU1023', 'Server short text', 'Password'],
    ['AU1024', 'Server weak text', 'Password'],
  ])('shows the server text of %s on its field', async (code, text, label) => {
    answerError('/register/user', code, text);
    const { user } = await openRegister();
    await fillForm(user, ADULT);
    await submit(user);
    await waitFor(() => expect(fieldError(label)).toBe(text));
  });

  it.each([
    ['AU1025', 'Username is Blacklisted', 'Username'],
    ['AU1026', 'Username is Already Taken', 'Username'],
    ['AU1027', 'Email Address Already Used', 'Email Address'],
  ])('shows %s as its own text', async (code, message, label) => {
    answerError('/register/user', code, 'whatever the server says');
    const { user } = await openRegister();
    await fillForm(user, ADULT);
    await submit(user);
    await waitFor(() => expect(fieldError(label)).toBe(message));
  });

  it('resets the terms after a failed registration', async () => {
    const { user } = await openRegister();
    await fillForm(user, { ...ADULT, username: 'member' });
    await submit(user);
    await waitFor(() => expect(fieldError('Username')).toBe('Username is Already Taken'));
    expect(termsBox()).not.toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue(ADULT.password);
  });

  it('shows EX4000 under the form when no response comes back', async () => {
    failNetwork('/register/user');
    const { user } = await openRegister();
    await fillForm(user, ADULT);
    await submit(user);
    expect(
      await screen.findByText(
        "[EX4000] Something went very wrong and we don't know what happened!",
      ),
    ).toBeInTheDocument();
    expect(termsBox()).not.toBeChecked();
  });

  it('registers, keeps the tokens for 30 days and opens the dashboard', async () => {
    const { app, user } = await openRegister();
    await fillForm(user, ADULT);
    await submit(user);
    await waitFor(() => expect(app.location()).toBe('/dashboard'), { timeout: 3000 });
    expect(lastWrite(cookieWrites, 'endless_at')).toMatch(/Max-Age=2592000/);
    expect(lastWrite(cookieWrites, 'endless_rt')).toMatch(/Max-Age=2592000/);
  });
});
