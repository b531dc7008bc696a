export { AppShell, APP_SHELL_NARROW_QUERY } from './app-shell';
export type { AppShellProps } from './app-shell';
