// The design tokens as the stylesheets declare them, read from the files themselves (Vite `?raw`),
// so the tokens page can never drift from what the components use.
import blueCss from '../themes/blue.css?raw';
import { readCustomProperties, THEME_NAMES } from '../themes/contrast';
import defaultCss from '../themes/default.css?raw';
import greyCss from '../themes/grey.css?raw';
import type { ThemeName } from '../themes/theme-provider';
import tokensCss from './tokens.css?raw';

const THEME_CSS: Record<ThemeName, string> = { default: defaultCss, blue: blueCss, grey: greyCss };

/** A theme as the account's `theme` value selects it (0 default, 2 blue, 1 grey). */
export const THEMES: readonly { name: ThemeName; value: number }[] = THEME_NAMES.map((name) => ({
  name,
  value: name === 'default' ? 0 : name === 'blue' ? 2 : 1,
}));

/** `--ui-color-*` of each theme. */
export const themeColors: Record<ThemeName, Map<string, string>> = {
  default: readCustomProperties(THEME_CSS.default),
  blue: readCustomProperties(THEME_CSS.blue),
  grey: readCustomProperties(THEME_CSS.grey),
};

/** The non-colour tokens every theme shares (tokens.css). */
export const sharedTokens = readCustomProperties(tokensCss);

export type TokenGroup = 'space' | 'radius' | 'font' | 'shadow' | 'other';

/** Which section of the tokens page a shared token belongs to. */
export function tokenGroup(name: string): TokenGroup {
  if (name.startsWith('--ui-space-')) return 'space';
  if (name.startsWith('--ui-radius-')) return 'radius';
  if (name.startsWith('--ui-font-') || name === '--ui-line-height') return 'font';
  if (name.startsWith('--ui-shadow-')) return 'shadow';
  return 'other';
}

/** Shared tokens of one group, in file order. */
export function tokensOf(group: TokenGroup): [string, string][] {
  return [...sharedTokens].filter(([name]) => tokenGroup(name) === group);
}
