import { ThemeProvider } from '@endless/ui';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ThemeSetting {
  /** The account's `theme` value: 0 default, 2 blue, any other non-zero value grey. */
  theme: number;
  setTheme: (theme: number) => void;
  /** Back to the starting theme, e.g. when the account signs out. */
  resetTheme: () => void;
}

const ThemeSettingContext = createContext<ThemeSetting | null>(null);

/**
 * Applies the theme and keeps it as state until the account sync sets it (`setTheme`). A
 * `pinnedTheme` wins over that state, so a story or screenshot shows the theme it asks for.
 */
export function AppThemeProvider({
  initialTheme = 0,
  pinnedTheme,
  children,
}: {
  initialTheme?: number;
  pinnedTheme?: number;
  children: ReactNode;
}) {
  const [accountTheme, setTheme] = useState(initialTheme);
  const theme = pinnedTheme ?? accountTheme;
  const value = useMemo(
    () => ({ theme, setTheme, resetTheme: () => setTheme(initialTheme) }),
    [theme, initialTheme],
  );
  return (
    <ThemeSettingContext.Provider value={value}>
      <ThemeProvider theme={theme} className="app-theme">
        {children}
      </ThemeProvider>
    </ThemeSettingContext.Provider>
  );
}

export function useThemeSetting(): ThemeSetting {
  const value = useContext(ThemeSettingContext);
  if (!value) throw new Error('useThemeSetting must be used inside AppThemeProvider');
  return value;
}
