import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  THEME_CHANGING_ATTRIBUTE,
  ThemeProvider,
  themeName,
  usePortalContainer,
  useTheme,
} from './theme-provider';

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

  describe('a theme change', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // Mutation records are delivered in a microtask.
    const recordsDelivered = () => Promise.resolve();

    it('turns transitions off until a frame has been drawn in the new theme', async () => {
      vi.useFakeTimers();
      const { container, rerender } = render(<ThemeProvider theme={0}>page</ThemeProvider>);
      const wrapper = container.querySelector<HTMLElement>('.ui-theme')!;
      await recordsDelivered();
      expect(wrapper).not.toHaveAttribute(THEME_CHANGING_ATTRIBUTE);

      rerender(<ThemeProvider theme={2}>page</ThemeProvider>);
      await recordsDelivered();
      expect(wrapper).toHaveAttribute('data-theme', 'blue');
      expect(wrapper).toHaveAttribute(THEME_CHANGING_ATTRIBUTE);

      // The first frame is styled in the new theme with transitions off; they return after it.
      vi.advanceTimersToNextFrame();
      expect(wrapper).toHaveAttribute(THEME_CHANGING_ATTRIBUTE);
      vi.advanceTimersToNextFrame();
      expect(wrapper).not.toHaveAttribute(THEME_CHANGING_ATTRIBUTE);
    });

    it('is held the same way when data-theme is set outside React', async () => {
      vi.useFakeTimers();
      const { container } = render(<ThemeProvider theme={0}>page</ThemeProvider>);
      const wrapper = container.querySelector<HTMLElement>('.ui-theme')!;
      wrapper.dataset.theme = 'grey';
      await recordsDelivered();
      expect(wrapper).toHaveAttribute(THEME_CHANGING_ATTRIBUTE);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      expect(wrapper).not.toHaveAttribute(THEME_CHANGING_ATTRIBUTE);
    });

    it('stops watching when the provider unmounts', async () => {
      const { container, unmount } = render(<ThemeProvider theme={0}>page</ThemeProvider>);
      const wrapper = container.querySelector<HTMLElement>('.ui-theme')!;
      unmount();
      wrapper.dataset.theme = 'blue';
      await recordsDelivered();
      expect(wrapper).not.toHaveAttribute(THEME_CHANGING_ATTRIBUTE);
    });
  });

  it('falls back to the default theme without a provider', () => {
    render(<ShowTheme />);
    expect(screen.getByText('0:default')).toBeInTheDocument();
  });
});
