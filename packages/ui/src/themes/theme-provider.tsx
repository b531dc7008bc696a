import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type ThemeName = 'default' | 'blue' | 'grey';

/** Maps the account's `theme` value to a theme: 0 default, 2 blue, any other non-zero value grey. */
export function themeName(theme: number): ThemeName {
  if (theme === 0) return 'default';
  if (theme === 2) return 'blue';
  return 'grey';
}

interface ThemeContextValue {
  theme: number;
  name: ThemeName;
  /** An element inside the themed wrapper; portalled content mounts here so it keeps the theme's variables. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue>({
  theme: 0,
  name: 'default',
  portalContainer: null,
});

export interface ThemeProviderProps {
  /** The account's theme value. */
  theme: number;
  children: ReactNode;
  className?: string;
}

export function ThemeProvider({ theme, children, className }: ThemeProviderProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Portalled content mounts in an element of its own, made with the provider and placed inside
  // the wrapper once that is in the document: consumers have it from their first render. Taking
  // the wrapper from its ref instead meant a state update in the first commit, which re-rendered
  // every consumer (and ran all of the page's effects) in the task that commits the page.
  const [portalContainer] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !portalContainer) return;
    wrapper.append(portalContainer);
    return () => portalContainer.remove();
  }, [portalContainer]);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (wrapper) return holdTransitionsOnThemeChange(wrapper);
  }, []);
  const name = themeName(theme);
  const value = useMemo(() => ({ theme, name, portalContainer }), [theme, name, portalContainer]);
  return (
    <ThemeContext.Provider value={value}>
      <div
        ref={wrapperRef}
        data-theme={name}
        className={className ? `ui-theme ${className}` : 'ui-theme'}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** Set on the themed wrapper while a theme change is drawn (styles.css). */
export const THEME_CHANGING_ATTRIBUTE = 'data-theme-changing';

/**
 * A theme change restyles every element at once, and each element with a colour transition would
 * also start a fade of its own while the page around it switches at once: about half of the
 * restyle's work on /dashboard at 4x CPU, and every fade's events after it. Whoever changes
 * `data-theme` (the account sync through React, or anything else), transitions stay off until a
 * frame has been drawn in the new theme. Returns the cleanup.
 */
function holdTransitionsOnThemeChange(wrapper: HTMLElement): () => void {
  let frame = 0;
  // Mutation records are delivered before the next style update, which then sees both attributes.
  const observer = new MutationObserver(() => {
    wrapper.setAttribute(THEME_CHANGING_ATTRIBUTE, '');
    cancelAnimationFrame(frame);
    // The first callback runs before the new theme's first frame is styled, the second after it.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => wrapper.removeAttribute(THEME_CHANGING_ATTRIBUTE));
    });
  });
  observer.observe(wrapper, { attributeFilter: ['data-theme'] });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}

/** The active theme; outside a provider, the default theme. */
export function useTheme(): { theme: number; name: ThemeName } {
  const { theme, name } = useContext(ThemeContext);
  return { theme, name };
}

/**
 * Container for Radix portals (dialogs, menus, tooltips, toasts). Content portalled to document.body
 * would lose the theme's custom properties, so it mounts inside the themed wrapper instead.
 * `undefined` outside a provider lets Radix fall back to document.body.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext).portalContainer ?? undefined;
}
