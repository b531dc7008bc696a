import type { components } from '@endless/client';
import { Card, FormField, Select } from '@endless/ui';
import { useState } from 'react';
import { useUpdatePrivacy } from '../api/update-privacy';
import { useUpdateAccountSettings, type AccountSettings } from '../../../lib/account-settings';
import { PRIVACY_SETTINGS, type PrivacyOption } from '../settings-labels';

export const PRIVACY_ERROR =
  'An unknown error has occured while updating privacy settings. Try again later.';

type PrivacyUpdate = components['schemas']['PrivacyUpdate'];

/** Four settings; choosing a level saves it at once (spec 02 §2). */
export function PrivacyTab({ privacy }: { privacy: AccountSettings['privacy'] }) {
  const updateSettings = useUpdateAccountSettings();
  const mutation = useUpdatePrivacy();
  // Shown while the change is on its way, and dropped (back to the saved level) if it fails.
  const [chosen, setChosen] = useState<Partial<Record<PrivacyOption, number>>>({});
  const [failed, setFailed] = useState<PrivacyOption | null>(null);

  const choose = (option: PrivacyOption, level: number) => {
    setFailed(null);
    setChosen((current) => ({ ...current, [option]: level }));
    const forget = () =>
      setChosen(
        ({ [option]: _dropped, ...rest }) => rest as Partial<Record<PrivacyOption, number>>,
      );
    // The level comes from the option's own list, so it is in that option's range.
    mutation.mutate(
      { body: { option, level } as PrivacyUpdate },
      {
        onSuccess: (data) => {
          updateSettings((settings) => ({ ...settings, privacy: data.privacy }));
          forget();
        },
        onError: () => {
          forget();
          setFailed(option);
        },
      },
    );
  };

  return (
    <Card header={<h2 className="account-settings__card-title">Privacy</h2>}>
      <p className="account-settings__muted">Changes are saved as soon as you choose them.</p>
      <div className="account-settings__fields">
        {PRIVACY_SETTINGS.map((setting) => {
          const level = chosen[setting.option] ?? privacy[setting.field];
          return (
            <FormField
              key={setting.option}
              label={setting.label}
              error={failed === setting.option ? PRIVACY_ERROR : undefined}
              className="account-privacy__row"
            >
              {(control) => (
                <Select
                  {...control}
                  className="account-privacy__select"
                  value={String(level)}
                  options={setting.levels.map((name, index) => ({
                    value: String(index),
                    label: name,
                  }))}
                  onValueChange={(value) => choose(setting.option, Number(value))}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </Card>
  );
}
