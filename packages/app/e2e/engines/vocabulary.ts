// The one vocabulary the cross-engine journeys are written in. Each engine (chromium through
// Playwright, Firefox ESR through WebDriver BiDi, WebKitGTK through WebKitWebDriver) implements
// `EnginePage`; elements are found by what a user sees (role and accessible name, label, text)
// by the same in-page function in every engine, so a journey means the same thing everywhere.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A string matches the whole normalised text; a RegExp any part of it. */
export type TextMatch = string | RegExp;

export type Target =
  | { role: string; name?: TextMatch; level?: number; within?: Target }
  | { label: string; within?: Target }
  | { text: TextMatch; within?: Target };

export interface Viewport {
  width: number;
  height: number;
}

export interface PageCookie {
  name: string;
  /** Seconds since the epoch; undefined for a session cookie. */
  expires?: number;
}

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Shift' | 'ArrowDown' | 'ArrowUp';

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads an app path (`/login`) and waits for the document to load. */
  goto(path: string): Promise<void>;
  /** Path and query of the current URL. */
  location(): Promise<string>;
  waitForPath(pathname: string): Promise<void>;
  /** Waits until `target` is shown. */
  waitFor(target: Target): Promise<void>;
  /** Waits until `target` is no longer shown. */
  waitForGone(target: Target): Promise<void>;
  isVisible(target: Target): Promise<boolean>;
  /** The target's text content, once it is shown. */
  text(target: Target): Promise<string>;
  /** A real pointer click on the target once it is shown and the app owns it. */
  click(target: Target): Promise<void>;
  /** Focuses the field, selects what it holds and types `text` with the keyboard. */
  fill(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types `text` with the keyboard into whatever has focus. */
  type(text: string): Promise<void>;
  /** Runs `fn(arg)` in the page (it can use only its argument) and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  cookies(): Promise<PageCookie[]>;
  /** Saves a PNG of the viewport as `<dir>/<engine>/<name>.png` and returns its path. */
  screenshot(name: string): Promise<string>;
  /** Console errors, uncaught errors and rejections the page reported so far. */
  errors(): Promise<string[]>;
  /** What the in-browser mock warned of (its recoveries), where the engine's protocol shows it. */
  mockWarnings?(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh page in a fresh profile or context: no cookies, no storage, no service worker. */
  open(options?: { viewport?: Viewport }): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long a journey waits for what the app shows before it fails. */
export const WAIT_MS = 20_000;
const POLL_MS = 100;

/** Polls `probe` until it returns a value other than undefined, or fails naming `what`. */
export async function waitUntil<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError ? ` (last error: ${String(lastError)})` : '';
      throw new Error(`waited ${timeout} ms for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function describeTarget(target: Target): string {
  const within = target.within ? ` within ${describeTarget(target.within)}` : '';
  if ('role' in target) {
    const level = target.level ? ` level ${target.level}` : '';
    const name = target.name === undefined ? '' : ` "${String(target.name)}"`;
    return `${target.role}${level}${name}${within}`;
  }
  if ('label' in target) return `field labelled "${target.label}"${within}`;
  return `text "${String(target.text)}"${within}`;
}

/** A target as JSON for the page: a RegExp travels as its source and flags. */
export type SerializedTarget = Omit<Target, 'name' | 'text' | 'within'> & {
  name?: string | { source: string; flags: string };
  text?: string | { source: string; flags: string };
  within?: SerializedTarget;
};

export function serializeTarget(target: Target): SerializedTarget {
  const match = (value: TextMatch) =>
    typeof value === 'string' ? value : { source: value.source, flags: value.flags };
  const serialized: Record<string, unknown> = { ...target };
  if ('name' in target && target.name !== undefined) serialized.name = match(target.name);
  if ('text' in target) serialized.text = match(target.text);
  if (target.within) serialized.within = serializeTarget(target.within);
  return serialized as SerializedTarget;
}

// Long: it runs in the page (each engine sends its source), so it holds every helper it needs.
/**
 * Runs in the page: the first shown element matching the target, or null. With `owned`, only an
 * enabled element React has hydrated or rendered (a press before that would be lost on a
 * prerendered page, and one on a disabled control does nothing).
 * Roles and names follow the ARIA rules the app's markup uses (explicit roles, the native elements'
 * implicit ones, aria-labelledby, aria-label, labels, alt, then text).
 */
export function locateInPage({
  target,
  owned,
}: {
  target: SerializedTarget;
  owned: boolean;
}): Element | null {
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string, expected: SerializedTarget['name']) => {
    if (expected === undefined) return true;
    if (typeof expected === 'string') return normalise(text) === expected;
    return new RegExp(expected.source, expected.flags).test(normalise(text));
  };
  const shown = (element: Element) => {
    if (element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    const rects = element.getClientRects();
    if (rects.length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // The element or the nearest element above it React owns (markup React writes as HTML, like a
  // form's stand-in, has no fiber of its own): none before the page is hydrated.
  const ownedByReact = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (Object.keys(node).some((key) => key.startsWith('__reactFiber'))) return true;
    }
    return false;
  };
  const textOf = (element: Element): string => normalise(element.textContent);
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .map(textOf)
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normalise(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return normalise(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const labels = element.labels ? [...element.labels].map(textOf).join(' ') : '';
      if (labels) return normalise(labels);
      return normalise(element.getAttribute('title') ?? element.placeholder);
    }
    if (element instanceof HTMLSelectElement && element.labels?.length) {
      return normalise([...element.labels].map(textOf).join(' '));
    }
    if (element instanceof HTMLImageElement) return normalise(element.alt);
    // A custom control (a Radix checkbox is a button) named by a label pointing at it.
    const forLabel = element.id
      ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)
      : null;
    const wrapping = element.closest('label');
    if (!element.textContent?.trim() && (forLabel ?? wrapping))
      return textOf(forLabel ?? wrapping!);
    return textOf(element);
  };
  const implicit: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"], input[type="reset"]',
    link: 'a[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="url"], textarea',
    searchbox: 'input[type="search"]',
    checkbox: 'input[type="checkbox"]',
    radio: 'input[type="radio"]',
    combobox: 'select',
    navigation: 'nav',
    main: 'main',
    banner: 'header',
    contentinfo: 'footer',
    complementary: 'aside',
    img: 'img[alt]:not([alt=""])',
    list: 'ul, ol',
    listitem: 'li',
    article: 'article',
    dialog: 'dialog',
  };
  const levelOf = (element: Element) => {
    const explicit = element.getAttribute('aria-level');
    if (explicit) return Number(explicit);
    const match = /^H([1-6])$/.exec(element.tagName);
    return match ? Number(match[1]) : undefined;
  };
  const find = (spec: SerializedTarget, root: ParentNode): Element[] => {
    const scopes = spec.within ? find(spec.within, root) : [root];
    const found: Element[] = [];
    for (const scope of scopes) {
      if ('role' in spec && typeof spec.role === 'string') {
        const role = spec.role;
        const selector = [`[role="${role}"]`, implicit[role]].filter(Boolean).join(', ');
        for (const element of scope.querySelectorAll(selector)) {
          const explicitRole = element.getAttribute('role');
          if (explicitRole && explicitRole !== role) continue;
          if ('level' in spec && spec.level && levelOf(element) !== spec.level) continue;
          // A header or footer is a banner or contentinfo only outside sectioning content.
          const landmark = element.tagName === 'HEADER' || element.tagName === 'FOOTER';
          if (
            !explicitRole &&
            landmark &&
            element.parentElement?.closest('article, aside, main, nav, section')
          ) {
            continue;
          }
          if (!matches(nameOf(element), spec.name)) continue;
          found.push(element);
        }
      } else if ('label' in spec && spec.label) {
        for (const element of scope.querySelectorAll(
          'input, textarea, select, [role="combobox"]',
        )) {
          if (nameOf(element) === spec.label) found.push(element);
        }
      } else if (spec.text !== undefined) {
        // The innermost elements whose own text matches.
        for (const element of scope.querySelectorAll('body *')) {
          if (!matches(textOf(element), spec.text)) continue;
          const inner = [...element.children].some((child) => matches(textOf(child), spec.text));
          if (!inner) found.push(element);
        }
      }
    }
    return found.filter(shown);
  };
  const enabled = (element: Element) =>
    !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
  const candidates = find(target, document);
  return (
    candidates.find((element) => !owned || (ownedByReact(element) && enabled(element))) ?? null
  );
}
