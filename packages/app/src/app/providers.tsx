import { NotificationsProvider } from '@endless/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '../lib/theme-setting';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Starting theme number (tests and screenshots); the account sync changes it later. */
  initialTheme?: number;
  /** A theme the account sync does not change (Storybook's theme toolbar). */
  pinnedTheme?: number;
  children: ReactNode;
}

/** Everything the screens rely on, in one place for the app and for tests. */
export function AppProviders({
  queryClient,
  initialTheme,
  pinnedTheme,
  children,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider initialTheme={initialTheme} pinnedTheme={pinnedTheme}>
        {/* Inside the theme so notifications use its colours (spec 03 §2: always present). */}
        <NotificationsProvider>{children}</NotificationsProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
