import type { HttpHandler } from 'msw';

/** The handlers of one first path segment, as the in-browser mock loads them on first use. */
export interface HandlerGroup {
  /** The ones latency and faults apply to: those in `apiHandlers`. */
  api: HttpHandler[];
  /** Every handler of the segment, in the order of `answeringHandlers`. */
  answering: HttpHandler[];
}

const apiGroup = (handlers: HttpHandler[]): HandlerGroup => ({
  api: handlers,
  answering: handlers,
});

/**
 * By lower-cased first path segment (MSW matches paths case-insensitively). A test checks that
 * every handler of `answeringHandlers` is in the group of its segment.
 */
const LOADERS: Record<string, () => Promise<HandlerGroup>> = {
  oauth2: () => import('./oauth2.ts').then((m) => apiGroup(m.oauth2Handlers)),
  register: () => import('./register.ts').then((m) => apiGroup(m.registerHandlers)),
  account: () => import('./account.ts').then((m) => apiGroup(m.accountHandlers)),
  connections: () => import('./connections.ts').then((m) => apiGroup(m.connectionsHandlers)),
  main: () => import('./main.ts').then((m) => apiGroup(m.mainHandlers)),
  character: () => import('./character.ts').then((m) => apiGroup(m.characterHandlers)),
  accountability: () =>
    import('./accountability.ts').then((m) => apiGroup(m.accountabilityHandlers)),
  marketplace: () => import('./marketplace.ts').then((m) => apiGroup(m.marketplaceHandlers)),
  stripe: () => import('./stripe.ts').then((m) => apiGroup(m.stripeHandlers)),
  forums: () => import('./forums.ts').then((m) => apiGroup(m.forumsHandlers)),
  access: () => import('./access.ts').then((m) => apiGroup(m.accessHandlers)),
  ping: () => import('./ping.ts').then((m) => apiGroup(m.pingHandlers)),
  resources: () => import('./content.ts').then((m) => ({ api: [], answering: m.contentHandlers })),
  // The stand-in pages of the chat service and the checkout, and the outbox.
  __mock: async () => {
    const [connections, stripe, outbox] = await Promise.all([
      import('./connections.ts'),
      import('./stripe.ts'),
      import('../controls/outbox.ts'),
    ]);
    const api = [...connections.connectionsHandlers, ...stripe.stripeHandlers];
    return { api, answering: [...api, ...outbox.outboxHandlers] };
  },
};

/** The groups whose handlers never read the database: the app pings the API on every page. */
const WITHOUT_DATABASE = new Set(['ping']);

const loaded = new Map<string, Promise<HandlerGroup>>();

/**
 * The group that can answer `request` (its handlers loading, once) and whether answering reads the
 * database; undefined when no handler could answer.
 */
export function handlerGroupOf(
  request: Request,
): { handlers: Promise<HandlerGroup>; readsDatabase: boolean } | undefined {
  const segment = new URL(request.url).pathname.split('/')[1]?.toLowerCase() ?? '';
  const load = Object.hasOwn(LOADERS, segment) ? LOADERS[segment] : undefined;
  if (!load) return undefined;
  return { handlers: loadGroup(segment, load), readsDatabase: !WITHOUT_DATABASE.has(segment) };
}

function loadGroup(segment: string, load: () => Promise<HandlerGroup>): Promise<HandlerGroup> {
  let handlers = loaded.get(segment);
  if (!handlers) {
    handlers = load();
    // A failed download is tried again by the next request.
    handlers.catch(() => loaded.delete(segment));
    loaded.set(segment, handlers);
  }
  return handlers;
}

/** Loads every group now (see `startMockWorker`); a group that fails loads again on use. */
export async function loadEveryHandlerGroup(): Promise<void> {
  await Promise.allSettled(
    Object.entries(LOADERS).map(([segment, load]) => loadGroup(segment, load)),
  );
}
