import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { onFirstInteraction } from '../../../lib/first-interaction';
import { WARM_UP_EVENTS, loadOnce, loadedValue } from '../../../lib/load-on-intent';

/** What a deferred header menu renders once its code is in: the real menu around `trigger`. */
export interface DeferredMenuProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface MenuOnIntentProps<P> {
  /** The menu module's component, e.g. `() => import('./x').then((m) => m.X)`, declared at module level. */
  load: () => Promise<ComponentType<DeferredMenuProps & P>>;
  /** The menu's own props (what it shows). */
  props: P;
  /** The button, the same before and after the menu's code is in. */
  trigger: ReactElement;
}

/**
 * A header menu whose code (Radix's menu, its positioning and focus handling: about 25 KB gzip)
 * is not part of a signed-in page's first load. It loads at the member's first press, key, touch
 * or focus anywhere on the page, so it is normally in before they reach the button; until then the
 * button is a plain one, and pressing it opens the menu as soon as the code is in.
 */
export function MenuOnIntent<P>({ load, props, trigger }: MenuOnIntentProps<P>) {
  const [Menu, setMenu] = useState(() => loadedValue(load));
  const [open, setOpen] = useState(false);
  const holder = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const fetchMenu = (openWhenIn: boolean) => {
    if (openWhenIn) setOpen(true);
    loadOnce(load).then(
      (menu) => {
        refocus.current = holder.current?.contains(document.activeElement) ?? false;
        setMenu(() => menu);
      },
      () => setOpen(false),
    );
  };

  useEffect(() => {
    if (Menu) return;
    return onFirstInteraction(WARM_UP_EVENTS, () => fetchMenu(false));
    // Once per mount: `load` is declared at module level and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Menu]);

  // The real menu's button replaces the plain one: a focused button stays focused. An opening
  // menu takes focus itself (and would close if focus went back to its button).
  useEffect(() => {
    if (Menu && refocus.current && !open) holder.current?.querySelector('button')?.focus();
    // Only when the code comes in, not at every open and close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Menu]);

  return (
    // `display: contents`: the holder takes no box, so the header lays out the same either way.
    <span
      ref={holder}
      className="shell-header__menu-holder"
      // A press before the code is in opens the menu when it is: pointerdown as Radix's trigger
      // opens on it (the code may arrive before the click), click for keys and assistive tech.
      onPointerDown={Menu ? undefined : (event) => event.button === 0 && fetchMenu(true)}
      onClick={Menu ? undefined : () => fetchMenu(true)}
    >
      {Menu ? <Menu {...props} trigger={trigger} open={open} onOpenChange={setOpen} /> : trigger}
    </span>
  );
}
