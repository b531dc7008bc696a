// Screen stories: the real route table at a path, against the in-browser mock backend
// (msw-storybook-addon), signed in as a seeded persona, in the theme of Storybook's toolbar.
import type { components, paths } from '@endless/client';
import { resetMockDb } from '@endless/mock-server/controls';
import { handlers as mockHandlers } from '@endless/mock-server/handlers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { useEffect, useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configure, waitFor, within } from 'storybook/test';
import { AppProviders } from '../app/providers';
import { LOADING_TEXT } from '../components/app-loading';
import { createRoutes } from '../app/router';
import { env } from '../config/env';
import { setCookie } from '../features/system/lib/cookies';
import { createQueryClient } from '../lib/query-client';
import { clearSessionCookies, signInAs, type PersonaName } from './session';

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type ApiPath = keyof paths;
/** The methods the contract declares on `P` (absent ones are typed `never`). */
type MethodOf<P extends ApiPath> = {
  [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];
/** The JSON body of an operation's 200 answer. */
type OkBody<P extends ApiPath, M extends Method> =
  NonNullable<paths[P][M]> extends {
    responses: { 200: { content: { 'application/json': infer Body } } };
  }
    ? Body
    : never;

type Canvas = ReturnType<typeof within>;

// How long `findBy…` waits for a state: a loaded machine may take seconds to render a screen.
configure({ asyncUtilTimeout: 15_000 });

function apiUrl(path: ApiPath): string {
  // The contract's `{param}` is MSW's `:param`.
  return `${env.apiUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The operation never answers: the screen stays in its loading state. */
export function never<P extends ApiPath>(method: MethodOf<P>, path: P): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
  });
}

/** The operation answers the contract's shared 500 EX5000. */
export function serverError<P extends ApiPath>(method: MethodOf<P>, path: P): HttpHandler {
  const body: components['schemas']['ErrorCodeBody'] = {
    status: 500,
    error_code: 'EX5000',
    error_code_text: 'Internal Server Error',
  };
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status: 500 }));
}

/** The operation gets no answer at all (offline, dropped connection). */
export function networkError<P extends ApiPath>(method: MethodOf<P>, path: P): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.error());
}

/** The operation answers 200 with `body` (e.g. an empty list), typed by the contract. */
export function answer<P extends ApiPath, M extends MethodOf<P>>(
  method: M,
  path: P,
  body: OkBody<P, M>,
): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body as object));
}

/** Resolves once the app's loading screen has gone (a screen that moved on loads its next one). */
export function loaded(canvas: Canvas): Promise<void> {
  return waitFor(() => {
    if (canvas.queryByText(LOADING_TEXT)) throw new Error('still loading');
  });
}

/**
 * Parameters of every screen story file's default export, which stays an object literal so
 * Storybook's indexer can read its title: `export default { title, parameters: screenParameters }`.
 * The screen brings its own theme wrapper (the app's), so the preview adds none.
 */
export const screenParameters = { screen: true } as const satisfies Meta['parameters'];

export interface ScreenStoryOptions {
  /** Where the router starts (build it with `paths.*.getHref()`). */
  path: string;
  /** Who looks: a seeded persona (signed in through the mock's login), or a guest. */
  as: PersonaName | 'guest';
  /** Handlers in front of the mock backend's, e.g. `never(...)` or `serverError(...)`. */
  handlers?: HttpHandler[];
  /** Resolves once the state is on screen, so checks (axe) look at the finished screen. */
  ready: (canvas: Canvas) => Promise<unknown>;
  /**
   * A first visit: the cookie notice and the API version toast arrive (spec 01 §2, spec 03 §7).
   * Other stories are a returning visitor's, who has seen both, so their screens show only their
   * own state.
   */
  firstVisit?: boolean;
}

/** A toast stays this long in a story: a screenshot sees it whenever it is taken. */
const STORY_TOAST_MS = 10 * 60_000;
const DAY_SECONDS = 86_400;

/**
 * Resolves once `element` has not changed for `quietMs` (or after `maxMs`, for screens that tick,
 * such as countdowns): avatars swap their fallback for the loaded image and late lists arrive after
 * the state's proof is on screen, and a check must not look at nodes on their way out.
 */
function settled(element: HTMLElement, quietMs = 250, maxMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietMs);
    });
    let quietTimer = setTimeout(done, quietMs);
    const maxTimer = setTimeout(done, maxMs);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

function ScreenApp({ path, theme }: { path: string; theme: number }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The app's retries, without the wait between them: an error state shows in moments.
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] }),
  );
  // When the story goes, its navigations and queries stop: a late answer would otherwise come
  // from the next story's fresh seed, where this story's session no longer exists.
  useEffect(
    () => () => {
      router.dispose();
      void queryClient.cancelQueries();
    },
    [router, queryClient],
  );
  return (
    <AppProviders
      queryClient={queryClient}
      pinnedTheme={theme}
      notificationDurationMs={STORY_TOAST_MS}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** One state of a screen: fresh seed, session, handler overrides, render, wait for the state. */
export function screenStory({
  path,
  as,
  handlers = [],
  ready,
  firstVisit = false,
}: ScreenStoryOptions): StoryObj {
  return {
    parameters: { msw: { handlers: [...handlers, ...mockHandlers] } },
    loaders: [
      async () => {
        await resetMockDb();
        if (as === 'guest') clearSessionCookies();
        else await signInAs(as);
        for (const notice of [env.cookies.cookieNotice, env.cookies.apiCheck]) {
          setCookie(notice, '1', firstVisit ? 0 : DAY_SECONDS);
        }
        return {};
      },
    ],
    // Globals from the URL (?globals=theme:2) arrive as strings.
    render: (_args, { globals }) => <ScreenApp path={path} theme={Number(globals.theme ?? 0)} />,
    play: async ({ canvasElement }) => {
      await ready(within(canvasElement));
      await settled(canvasElement);
    },
  };
}
