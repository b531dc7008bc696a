import { userProfilesKey } from '../../../lib/api/get-user-profile';
import { requestLengths } from '@endless/client/lengths';
import { Card, formatLongDate } from '@endless/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdateAbout } from '../api/update-about';
import { useUpdateSignature } from '../api/update-signature';
import { useUpdateAccountSettings, type AccountSettings } from '../../../lib/account-settings';
import { BACKER_TIER_NAMES, SUBSCRIBER_NAMES } from '../settings-labels';
import { AutosaveTextArea } from './autosave-text-area';

/** The account creation date as shown on the General tab, e.g. "March 21, 2021". */
export function formatAccountCreated(epochSeconds: number): string {
  return formatLongDate(new Date(epochSeconds * 1000));
}

export function GeneralTab({ general }: { general: AccountSettings['general'] }) {
  const queryClient = useQueryClient();
  const updateSettings = useUpdateAccountSettings();
  const about = useUpdateAbout();
  const signature = useUpdateSignature();

  const saveAbout = async (content: string) => {
    // The schemas load on the first save, not with the page (they bring zod).
    const { updateAboutSchema } = await import('../schemas/update-about');
    const body = updateAboutSchema.parse({ content });
    await about.mutateAsync({ body });
    updateSettings((settings) => ({
      ...settings,
      general: { ...settings.general, about: content },
    }));
    // The public profile shows the About text.
    await queryClient.invalidateQueries({ queryKey: userProfilesKey });
  };
  const saveSignature = async (content: string) => {
    const { updateSignatureSchema } = await import('../schemas/update-signature');
    const body = updateSignatureSchema.parse({ content });
    await signature.mutateAsync({ body });
    updateSettings((settings) => ({
      ...settings,
      general: { ...settings.general, signature: content },
    }));
  };

  return (
    <div className="account-settings__stack">
      <Card header={<h2 className="account-settings__card-title">Account</h2>}>
        <dl className="account-settings__facts">
          <div>
            <dt>Id</dt>
            <dd>{general.id}</dd>
          </div>
          <div>
            <dt>Account Created</dt>
            <dd>{formatAccountCreated(general.account_created)}</dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>
              {general.username}
              {general.username_pool !== null && (
                <span className="account-settings__pool">#{general.username_pool}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{general.email}</dd>
          </div>
          <div>
            <dt>Backer Tier</dt>
            <dd>{BACKER_TIER_NAMES[general.backer]}</dd>
          </div>
          <div>
            <dt>Subscriber</dt>
            <dd>{SUBSCRIBER_NAMES[general.subscriber]}</dd>
          </div>
        </dl>
      </Card>

      <Card header={<h2 className="account-settings__card-title">Profile</h2>}>
        <div className="account-settings__fields">
          <AutosaveTextArea
            name="About"
            initialValue={general.about}
            maxLength={requestLengths.updateAbout.body.content.maxLength}
            hint="Shown on your profile. Changes save automatically."
            onSave={saveAbout}
          />
          <AutosaveTextArea
            name="Signature"
            initialValue={general.signature}
            maxLength={requestLengths.updateSignature.body.content.maxLength}
            hint="Shown under your forum posts. Changes save automatically."
            onSave={saveSignature}
          />
        </div>
      </Card>

      <Card header={<h2 className="account-settings__card-title">Site Themes</h2>}>
        <p className="account-settings__muted">
          Choosing a site theme is coming soon. Your current theme stays as it is.
        </p>
      </Card>
    </div>
  );
}
