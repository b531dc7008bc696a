// The tokens page's sections (Storybook: Foundations/Tokens). Every value shown is read from the
// token files (read-tokens.ts); contrast pairs and their minimums come from themes/contrast.ts,
// the list the themes' contrast test asserts.
import type { CSSProperties, ReactNode } from 'react';
import { CONTRAST_PAIRS, TEXT_CONTRAST, contrastRatio } from '../themes/contrast';
import { ThemeProvider } from '../themes/theme-provider';
import { THEMES, themeColors, tokensOf, type TokenGroup } from './read-tokens';
import './token-reference.css';

function ThemeColumns({ children }: { children: (theme: (typeof THEMES)[number]) => ReactNode }) {
  return (
    <div className="ui-tokens__columns">
      {THEMES.map((theme) => (
        <ThemeProvider key={theme.name} theme={theme.value} className="ui-tokens__column">
          <h3 className="ui-tokens__theme">
            {theme.name} <span className="ui-tokens__muted">(theme {theme.value})</span>
          </h3>
          {children(theme)}
        </ThemeProvider>
      ))}
    </div>
  );
}

/** A table head: the row label's column, then one column per theme. */
function ThemeHeader({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {THEMES.map((theme) => (
          <th key={theme.name} scope="col">
            {theme.name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Every `--ui-color-*` token of the three themes, side by side. */
export function ColorTokens() {
  const names = [...themeColors.default.keys()];
  return (
    <table className="ui-tokens__table">
      <caption className="ui-tokens__caption">Semantic colours (themes/*.css)</caption>
      <ThemeHeader first="Token" />
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            {THEMES.map((theme) => {
              const value = themeColors[theme.name].get(name) ?? 'missing';
              return (
                <td key={theme.name}>
                  <span className="ui-tokens__swatch" style={{ background: value }} />
                  <code>{value}</code>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each foreground/background pair the components use, with its WCAG ratio in each theme. */
export function ContrastPairs() {
  const rows = CONTRAST_PAIRS.flatMap((pair) =>
    pair.backgrounds.map((background) => ({ ...pair, background })),
  );
  return (
    <table className="ui-tokens__table">
      <caption className="ui-tokens__caption">
        Contrast pairs: text needs {TEXT_CONTRAST}:1, boundaries and marks 3:1 (WCAG 2.1 AA)
      </caption>
      <ThemeHeader first="Foreground on background" />
      <tbody>
        {rows.map(({ foreground, background, minimum }) => (
          <tr key={`${foreground}/${background}`}>
            <th scope="row">
              <code>{foreground}</code> on <code>{background}</code>
            </th>
            {THEMES.map((theme) => {
              const colors = themeColors[theme.name];
              const fg = colors.get(`--ui-color-${foreground}`) ?? '#000000';
              const bg = colors.get(`--ui-color-${background}`) ?? '#000000';
              const ratio = contrastRatio(fg, bg);
              const text = minimum >= TEXT_CONTRAST;
              return (
                <td key={theme.name}>
                  <span
                    className="ui-tokens__pair"
                    style={{ background: bg, color: fg, borderColor: text ? bg : fg }}
                  >
                    {text ? 'Aa' : <span className="ui-tokens__mark" style={{ background: fg }} />}
                  </span>
                  <span>
                    {ratio.toFixed(2)}:1 {ratio >= minimum ? 'passes' : 'FAILS'} {minimum}:1
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SAMPLE: Record<Exclude<TokenGroup, 'other'>, (value: string) => ReactNode> = {
  space: (value) => <span className="ui-tokens__space" style={{ width: value }} />,
  radius: (value) => <span className="ui-tokens__radius" style={{ borderRadius: value }} />,
  shadow: (value) => <span className="ui-tokens__shadow" style={{ boxShadow: value }} />,
  font: () => null,
};

function fontSample(name: string, value: string): ReactNode {
  const style: CSSProperties = name.startsWith('--ui-font-size-')
    ? { fontSize: value }
    : name.startsWith('--ui-font-weight-')
      ? { fontWeight: value }
      : name === '--ui-line-height'
        ? { lineHeight: value }
        : { fontFamily: value };
  return (
    <span className="ui-tokens__font" style={style}>
      Endless Aa 123
    </span>
  );
}

/** The shared (non-colour) tokens of one group, drawn in each theme. */
export function SharedTokens({ group, title }: { group: TokenGroup; title: string }) {
  const tokens = tokensOf(group);
  return (
    <section className="ui-tokens__section" aria-label={title}>
      <h2 className="ui-tokens__caption">{title} (tokens/tokens.css)</h2>
      <ThemeColumns>
        {() => (
          <ul className="ui-tokens__list">
            {tokens.map(([name, value]) => (
              <li key={name} className="ui-tokens__item">
                {group === 'font'
                  ? fontSample(name, value)
                  : group === 'other'
                    ? null
                    : SAMPLE[group](value)}
                <code>{name}</code>
                <code className="ui-tokens__muted">{value}</code>
              </li>
            ))}
          </ul>
        )}
      </ThemeColumns>
    </section>
  );
}
