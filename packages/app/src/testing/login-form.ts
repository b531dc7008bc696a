import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export interface LoginEntry {
  username: string;
  password: string;
  remember?: boolean;
}

/**
 * Fills the login form from the keyboard, as a visitor tabbing through it does, and leaves the
 * focus in it (Enter submits). The form's code loads at the first focus and replaces the stand-in
 * form when it arrives, carrying the focus to the same field; keys always reach the focused one. A
 * field found before that swap is detached after it: user-event's click on it moves no focus, and
 * the password once went on into the username field.
 */
export async function typeLogin(user: UserEvent, { username, password, remember }: LoginEntry) {
  // First, while no code is on its way: a press on the stand-in holds the swap until it ends.
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  // Found and focused in one step: nothing can replace it in between.
  act(() => screen.getByLabelText('Username').focus());
  if (username) await user.keyboard(username);
  await user.tab();
  if (password) await user.keyboard(password);
}
