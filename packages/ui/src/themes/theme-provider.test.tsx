import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, themeName, usePortalContainer, useTheme } from './theme-provider';

describe('themeName', () => {
  it.each([
    [0, 'default'],
    [2, 'blue'],
    [1, 'grey'],
    [3, 'grey'],
    [-1, 'grey'],
  ] as const)('maps %i to %s', (theme, name) => {
    expect(themeName(theme)).toBe(name);
  });
});

function ShowTheme() {
  const { theme, name } = useTheme();
  return <p>{`${theme}:${name}`}</p>;
}

describe('ThemeProvider', () => {
  it('sets data-theme on its wrapper and exposes the theme to children', () => {
    render(
      <ThemeProvider theme={2}>
        <ShowTheme />
      </ThemeProvider>,
    );
    const text = screen.getByText('2:blue');
    expect(text.closest('[data-theme]')).toHaveAttribute('data-theme', 'blue');
  });

  it('gives portalled content a container inside the themed wrapper from the first render', () => {
    const containers: (HTMLElement | undefined)[] = [];
    function PortalConsumer() {
      containers.push(usePortalContainer());
      return null;
    }
    const { container } = render(
      <ThemeProvider theme={1}>
        <PortalConsumer />
      </ThemeProvider>,
    );
    // One render: a container arriving later would re-render every consumer in the first commit.
    expect(containers).toHaveLength(1);
    expect(containers[0]?.parentElement).toBe(container.querySelector('[data-theme="grey"]'));
  });

  it('falls back to the default theme without a provider', () => {
    render(<ShowTheme />);
    expect(screen.getByText('0:default')).toBeInTheDocument();
  });
});
