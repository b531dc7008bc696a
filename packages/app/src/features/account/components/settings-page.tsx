import type { SettingsTab } from '../../../config/paths';
import { Button, EmptyState, Loader, Tabs, TabsContent, TabsList, TabsTrigger } from '@endless/ui';
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountSettings } from '../../../lib/account-settings';
import { suppressEnter } from '../../../lib/form';
import { BillingTab } from './billing-tab';
import { GeneralTab } from './general-tab';
import { PrivacyTab } from './privacy-tab';
import { SecurityTab } from './security-tab';
import './account-settings.css';

export const SETTINGS_TABS: readonly { tab: SettingsTab; label: string }[] = [
  { tab: 0, label: 'General' },
  { tab: 1, label: 'Connections' },
  { tab: 2, label: 'Privacy' },
  { tab: 3, label: 'Security' },
  { tab: 4, label: 'Billing' },
];

/** `?d=0..4`; anything else is the default, General (spec 02 §2). */
export function parseSettingsTab(value: string | null): SettingsTab {
  const found = SETTINGS_TABS.find(({ tab }) => String(tab) === value);
  return found?.tab ?? 0;
}

/**
 * Enter submits nothing except in textareas (spec 02 §2). Only typing fields are guarded: Enter on
 * a button or a select still activates it, so the page stays keyboard operable.
 */
function blockEnterInFields(event: KeyboardEvent<HTMLElement>) {
  if (event.target instanceof HTMLInputElement) suppressEnter(event);
}

export interface AccountSettingsPageProps {
  /** The Connections tab, from the connections feature. */
  connections: ReactNode;
}

export function AccountSettingsPage({ connections }: AccountSettingsPageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = parseSettingsTab(searchParams.get('d'));
  const settings = useAccountSettings();

  useEffect(() => {
    // Spec 02 §8: a settings load failure is only logged.
    if (settings.error) console.warn('[settings] load failed:', settings.error.message);
  }, [settings.error]);

  const content = (selected: SettingsTab): ReactNode => {
    if (selected === 4) return <BillingTab />;
    const data = settings.data;
    if (!data) {
      return settings.isError ? (
        <EmptyState
          title="Settings unavailable"
          titleAs="h2"
          action={<Button onClick={() => void settings.refetch()}>Try Again</Button>}
        >
          Your settings could not be loaded right now.
        </EmptyState>
      ) : (
        <Loader />
      );
    }
    // Connections reads the same settings: it shares their failure state instead of spinning.
    if (selected === 1) return connections;
    if (selected === 0) return <GeneralTab general={data.general} />;
    if (selected === 2) return <PrivacyTab privacy={data.privacy} />;
    return <SecurityTab security={data.security} />;
  };

  return (
    <div className="account-settings" onKeyDown={blockEnterInFields}>
      <h1 className="account-settings__title">Account Settings</h1>
      <Tabs
        value={String(tab)}
        onValueChange={(value) =>
          void navigate(paths.account.settings.getHref(parseSettingsTab(value)))
        }
        className="account-settings__tabs"
      >
        <TabsList aria-label="Settings sections" className="account-settings__tab-list">
          {SETTINGS_TABS.map(({ tab: value, label }) => (
            <TabsTrigger key={value} value={String(value)}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTINGS_TABS.map(({ tab: value }) => (
          <TabsContent key={value} value={String(value)} className="account-settings__panel">
            {value === tab && content(value)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
