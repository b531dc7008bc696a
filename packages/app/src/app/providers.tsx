import { NotificationsProvider } from '@endless/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { dropViewerData } from '../lib/query-client';
import { onIdentityChange, useEndedViews } from '../lib/session';
import { AppThemeProvider } from '../lib/theme-setting';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Starting theme number (tests and screenshots); the account sync changes it later. */
  initialTheme?: number;
  /** A theme the account sync does not change (Storybook's theme toolbar). */
  pinnedTheme?: number;
  /** How long a toast stays (stories hold them, so a screenshot sees the same state every run). */
  notificationDurationMs?: number;
  children: ReactNode;
}

/** Everything the screens rely on, in one place for the app and for tests. */
export function AppProviders({
  queryClient,
  initialTheme,
  pinnedTheme,
  notificationDurationMs,
  children,
}: AppProvidersProps) {
  // Each change of account drops the previous one's data before anything renders for the next.
  useEffect(() => onIdentityChange(() => dropViewerData(queryClient)), [queryClient]);
  // And remounts the screens, so no component keeps that account's data in its own state.
  const endedViews = useEndedViews();
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider initialTheme={initialTheme} pinnedTheme={pinnedTheme}>
        {/* Inside the theme so notifications use its colours (spec 03 §2: always present). */}
        <NotificationsProvider defaultDurationMs={notificationDurationMs}>
          <Fragment key={endedViews}>{children}</Fragment>
        </NotificationsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
