import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

function renderShell(props: Partial<Parameters<typeof AppShell>[0]> = {}) {
  return render(
    <AppShell
      header={<span>Endless</span>}
      sidebar={<a href="#/marketplace">Marketplace</a>}
      footer={<span>Terms</span>}
      {...props}
    >
      <p>Page</p>
    </AppShell>,
  );
}

/** jsdom has no matchMedia; this one reports a phone-sized screen. */
function mockNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('AppShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a skip link to the main content and the expected landmarks', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toHaveTextContent('Endless');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms');
  });

  it('marks the main landmark busy only while the page loads its content', () => {
    const { rerender } = renderShell({ mainBusy: true });
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <AppShell header={<span>Endless</span>}>
        <p>Page</p>
      </AppShell>,
    );
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('toggles the sidebar and reports the change on wide screens', async () => {
    const user = userEvent.setup();
    const onSidebarOpenChange = vi.fn();
    renderShell({ onSidebarOpenChange });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(onSidebarOpenChange).toHaveBeenLastCalledWith(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the controlled state', async () => {
    const user = userEvent.setup();
    const onSidebarOpenChange = vi.fn();
    renderShell({ sidebarOpen: false, onSidebarOpenChange });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(onSidebarOpenChange).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on narrow screens starts closed, opens over the page and closes on Escape', async () => {
    mockNarrowScreen();
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveFocus();
    expect(screen.getByRole('main').parentElement).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('inert');
  });

  it('on narrow screens builds the sidebar content when it first opens, and keeps it', async () => {
    mockNarrowScreen();
    const user = userEvent.setup();
    const { container } = renderShell();
    const sidebar = container.querySelector('.ui-app-shell__sidebar')!;
    expect(sidebar).toBeEmptyDOMElement();

    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(sidebar).toContainElement(container.querySelector('a[href="#/marketplace"]'));
  });

  it('on narrow screens closes when a sidebar link is followed', async () => {
    mockNarrowScreen();
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Marketplace' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
