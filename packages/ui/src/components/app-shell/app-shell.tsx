import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHydratedStore } from '../../lib/hydration';
import './app-shell.css';

/** Below this width the sidebar leaves the layout and slides in over the page. Matches app-shell.css. */
export const APP_SHELL_NARROW_QUERY = '(max-width: 900px)';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useHydratedStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export interface AppShellProps {
  /** Header content; the sidebar toggle is placed before it. */
  header?: ReactNode;
  sidebar?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Controls the sidebar on wide screens (e.g. to remember the choice). */
  sidebarOpen?: boolean;
  defaultSidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
  sidebarLabel?: string;
  toggleLabel?: string;
  skipLinkLabel?: string;
  /** The id of the main element, the skip link's target. */
  mainId?: string;
  /** The page is still loading content it has none of yet (`aria-busy` on the main landmark). */
  mainBusy?: boolean;
  className?: string;
}

/** The sidebar's open state and its behaviour on wide and narrow screens (see AppShell). */
function useSidebar({
  sidebarOpen,
  defaultSidebarOpen,
  onSidebarOpenChange,
}: Pick<AppShellProps, 'sidebarOpen' | 'onSidebarOpenChange'> & { defaultSidebarOpen: boolean }) {
  const narrow = useMediaQuery(APP_SHELL_NARROW_QUERY);
  const [uncontrolledWideOpen, setUncontrolledWideOpen] = useState(defaultSidebarOpen);
  const wideOpen = sidebarOpen ?? uncontrolledWideOpen;
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = narrow ? narrowOpen : wideOpen;
  // A narrow screen's sidebar starts closed, off-canvas: its content is built when it first
  // opens rather than with the page, whose first render it would only lengthen.
  const [sidebarBuilt, setSidebarBuilt] = useState(!narrow || open);
  if (!sidebarBuilt && (!narrow || open)) setSidebarBuilt(true);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  const setOpen = (next: boolean) => {
    if (narrow) {
      setNarrowOpen(next);
      return;
    }
    if (sidebarOpen === undefined) setUncontrolledWideOpen(next);
    onSidebarOpenChange?.(next);
  };

  const closeOverlay = useCallback((returnFocus: boolean) => {
    setNarrowOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const overlayOpen = narrow && narrowOpen;

  useEffect(() => {
    if (!overlayOpen) return;
    sidebarRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlay(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, closeOverlay]);

  // Following a link in the off-canvas sidebar means the user is done with it.
  const onSidebarClick = (event: MouseEvent<HTMLElement>) => {
    if (overlayOpen && event.target instanceof Element && event.target.closest('a[href]')) {
      closeOverlay(false);
    }
  };

  return {
    open,
    setOpen,
    overlayOpen,
    closeOverlay,
    sidebarBuilt,
    toggleRef,
    sidebarRef,
    onSidebarClick,
  };
}

/**
 * The page frame: skip link, header with the sidebar toggle, sidebar, main content and footer.
 * On wide screens the sidebar sits beside the content and its state can be controlled; on narrow
 * screens it is an off-canvas panel that starts closed and closes on Escape, on the backdrop and
 * when a link inside it is followed.
 */
export function AppShell({
  header,
  sidebar,
  footer,
  children,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarOpenChange,
  sidebarLabel = 'Sidebar',
  toggleLabel = 'Menu',
  skipLinkLabel = 'Skip to content',
  mainId = 'main-content',
  mainBusy = false,
  className,
}: AppShellProps) {
  const panel = useSidebar({ sidebarOpen, defaultSidebarOpen, onSidebarOpenChange });
  const sidebarId = useId();

  return (
    <div
      className={['ui-app-shell', className].filter(Boolean).join(' ')}
      data-sidebar={panel.open ? 'open' : 'closed'}
    >
      <a className="ui-app-shell__skip" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className="ui-app-shell__header">
        {sidebar !== undefined && (
          <button
            ref={panel.toggleRef}
            type="button"
            className="ui-app-shell__toggle"
            aria-expanded={panel.open}
            aria-controls={sidebarId}
            aria-label={toggleLabel}
            onClick={() => panel.setOpen(!panel.open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M4 6.5h16M4 12h16M4 17.5h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
        <div className="ui-app-shell__header-content">{header}</div>
      </header>
      <div className="ui-app-shell__body">
        {sidebar !== undefined && (
          <aside
            ref={panel.sidebarRef}
            id={sidebarId}
            className="ui-app-shell__sidebar"
            aria-label={sidebarLabel}
            data-state={panel.open ? 'open' : 'closed'}
            tabIndex={-1}
            onClick={panel.onSidebarClick}
          >
            {panel.sidebarBuilt && sidebar}
          </aside>
        )}
        {panel.overlayOpen && (
          <div
            className="ui-app-shell__backdrop"
            aria-hidden="true"
            onClick={() => panel.closeOverlay(true)}
          />
        )}
        {/* While the off-canvas sidebar covers the page, the page behind it is out of reach. */}
        <div className="ui-app-shell__content" inert={panel.overlayOpen}>
          <main
            id={mainId}
            className="ui-app-shell__main"
            tabIndex={-1}
            aria-busy={mainBusy || undefined}
          >
            {children}
          </main>
          {footer !== undefined && <footer className="ui-app-shell__footer">{footer}</footer>}
        </div>
      </div>
    </div>
  );
}
