export {
  ThemeProvider,
  themeName,
  useTheme,
  usePortalContainer,
  type ThemeName,
  type ThemeProviderProps,
} from './theme-provider';
