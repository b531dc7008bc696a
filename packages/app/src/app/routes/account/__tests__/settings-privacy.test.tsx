import { db } from '@endless/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SETTINGS } from '../../../../features/account/settings-labels';
import { answerErrorOnce, openSettings, persona, recordBodies } from './account-test-utils';

const member = () => db.accounts.findFirst((q) => q.where({ id: persona('member').id }))!;

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  // Clicking the current value opens the option list (spec 02 §2).
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('Privacy tab (spec 02 §2, §4)', () => {
  it('lists the four settings with their documented levels', async () => {
    await openSettings('member', 2, 'Privacy');
    const user = userEvent.setup();
    const expected: Record<string, string[]> = {
      'Who can view your profile': ['No One', 'Friends Only', 'Followers/Friends Only', 'Everyone'],
      'Who can send you a friend request': ['No One', 'Followers Only', 'Everyone'],
      'Who can follow you': ['No One', 'Friends Only', 'Everyone'],
      'Who can view your online activity': [
        'No One',
        'Friends Only',
        'Followers/Friends Only',
        'Everyone',
      ],
    };
    expect(PRIVACY_SETTINGS.map((setting) => setting.label)).toEqual(Object.keys(expected));
    for (const [label, levels] of Object.entries(expected)) {
      await user.click(screen.getByRole('combobox', { name: label }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(levels);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    }
  });

  it('shows the current levels and saves a choice at once', async () => {
    const account = member();
    await openSettings('member', 2, 'Privacy');
    const view = screen.getByRole('combobox', { name: 'Who can view your profile' });
    const viewLevels = PRIVACY_SETTINGS[0]!.levels;
    expect(view).toHaveTextContent(viewLevels[account.privacy_view]!);

    const bodies = recordBodies('put', '/account/privacy');
    await choose('Who can view your profile', 'Friends Only');
    await waitFor(() => expect(member().privacy_view).toBe(1));
    expect(bodies).toEqual([{ option: 'view', level: 1 }]);
    expect(view).toHaveTextContent('Friends Only');

    await choose('Who can send you a friend request', 'No One');
    await waitFor(() => expect(member().privacy_friend).toBe(0));
    await choose('Who can follow you', 'Friends Only');
    await waitFor(() => expect(member().privacy_follow).toBe(1));
    const activity = account.privacy_activity === 0 ? 2 : 0;
    await choose('Who can view your online activity', viewLevels[activity]!);
    await waitFor(() => expect(member().privacy_activity).toBe(activity));
    expect(bodies).toHaveLength(4);
  });

  it('shows the documented failure and keeps the saved level', async () => {
    const before = member().privacy_follow;
    await openSettings('member', 2, 'Privacy');
    answerErrorOnce('put', '/account/privacy', 'EX5000', 'Internal Server Error', 500);
    const follow = screen.getByRole('combobox', { name: 'Who can follow you' });
    const levels = PRIVACY_SETTINGS[2]!.levels;
    const other = levels.find((_, level) => level !== before)!;
    await choose('Who can follow you', other);
    expect(
      await screen.findByText(
        'An unknown error has occured while updating privacy settings. Try again later.',
      ),
    ).toBeVisible();
    expect(follow).toHaveTextContent(levels[before]!);
    expect(member().privacy_follow).toBe(before);
  });
});
