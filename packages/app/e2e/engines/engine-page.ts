// The vocabulary on top of a few primitives each engine implements: run an expression in the
// page, act on the element an expression finds, navigate, press a key, capture the viewport.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  WAIT_MS,
  describeTarget,
  locateInPage,
  serializeTarget,
  waitUntil,
  type EngineName,
  type EnginePage,
  type Key,
  type PageCookie,
  type Target,
} from './vocabulary';

export const SCREENSHOTS = fileURLToPath(new URL('../../test-results/engines/', import.meta.url));

/** An in-page expression that evaluates to the target's element, or null. */
export function locateExpression(target: Target, owned: boolean): string {
  return `(${locateInPage})(${JSON.stringify({ target: serializeTarget(target), owned })})`;
}

export abstract class EnginePageBase implements EnginePage {
  abstract readonly engine: EngineName;

  constructor(protected readonly baseUrl: string) {}

  /** Evaluates a JavaScript expression in the page (awaiting a promise) and returns its value. */
  protected abstract evaluateExpression(expression: string): Promise<unknown>;
  /** Clicks, or focuses and types into, the element `expression` evaluates to; false if none. */
  protected abstract actOn(
    expression: string,
    action: { click: true } | { type: string },
  ): Promise<boolean>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract currentUrl(): Promise<string>;
  protected abstract pressKey(key: Key): Promise<void>;
  protected abstract typeText(text: string): Promise<void>;
  protected abstract capture(): Promise<Buffer>;
  abstract cookies(): Promise<PageCookie[]>;
  abstract errors(): Promise<string[]>;
  abstract close(): Promise<void>;

  async goto(path: string): Promise<void> {
    await this.navigate(new URL(path, this.baseUrl).href);
  }

  async location(): Promise<string> {
    const url = new URL(await this.currentUrl());
    return `${url.pathname}${url.search}`;
  }

  async waitForPath(pathname: string): Promise<void> {
    let last = '';
    await waitUntil(async () => {
      last = new URL(await this.currentUrl()).pathname;
      return last === pathname ? true : undefined;
    }, `the URL's path to be ${pathname}`).catch((error: Error) => {
      throw new Error(`${error.message}; it is ${last}`);
    });
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.evaluateExpression(`(${fn})(${JSON.stringify(arg)})`) as Promise<R>;
  }

  async isVisible(target: Target): Promise<boolean> {
    return (await this.evaluateExpression(`${locateExpression(target, false)} !== null`)) === true;
  }

  async waitFor(target: Target): Promise<void> {
    await waitUntil(
      async () => ((await this.isVisible(target)) ? true : undefined),
      describeTarget(target),
    );
  }

  async waitForGone(target: Target): Promise<void> {
    await waitUntil(
      async () => ((await this.isVisible(target)) ? undefined : true),
      `${describeTarget(target)} to go`,
    );
  }

  async text(target: Target): Promise<string> {
    return waitUntil(async () => {
      const text = await this.evaluateExpression(
        `(${locateExpression(target, false)})?.textContent ?? null`,
      );
      return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : undefined;
    }, describeTarget(target));
  }

  async click(target: Target): Promise<void> {
    await waitUntil(
      async () => (await this.actOn(locateExpression(target, true), { click: true })) || undefined,
      `${describeTarget(target)} to click`,
    );
  }

  async fill(target: Target, text: string): Promise<void> {
    await waitUntil(
      async () => (await this.actOn(locateExpression(target, true), { type: text })) || undefined,
      `${describeTarget(target)} to type into`,
    );
    // Typing that did not all arrive (a re-render replaced the field) fails here, not later.
    const expression = `(${locateExpression(target, false)})?.value`;
    await waitUntil(
      async () => ((await this.evaluateExpression(expression)) === text ? true : undefined),
      `${describeTarget(target)} to hold what was typed`,
      WAIT_MS / 2,
    );
  }

  press(key: Key): Promise<void> {
    return this.pressKey(key);
  }

  type(text: string): Promise<void> {
    return this.typeText(text);
  }

  async screenshot(name: string): Promise<string> {
    const dir = join(SCREENSHOTS, this.engine);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${name}.png`);
    await writeFile(file, await this.capture());
    return file;
  }
}

/** Selects what a focused text field holds, so typing replaces it. */
export const SELECT_FIELD_CONTENT =
  'if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.select();';
