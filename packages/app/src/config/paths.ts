// The one route table (spec 03 §2, 01 §2, 02 §2). Screens build links only through `getHref()`;
// `path` is the react-router pattern used by the router.

type SearchValue = string | number | boolean | null | undefined;
type SearchParams = Record<string, SearchValue | readonly SearchValue[]>;

/** Appends the defined values as a query string; arrays repeat the key (marketplace multi-select). */
function withSearch(pathname: string, search?: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    const values: readonly SearchValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== false) query.append(key, String(item));
    }
  }
  const queryString = query.toString();
  return queryString ? `${pathname}?${queryString}` : pathname;
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Marketplace results query (spec 03 §2). */
export type MarketplaceSearch = {
  list?: number | readonly number[];
  category?: number | readonly number[];
  pMin?: number;
  pMax?: number;
  officialOnly?: boolean;
  uniquesOnly?: boolean;
  includeHidden?: boolean;
  search?: string;
  /** Results page, 1-based (24 listings a page). */
  page?: number;
};

/** Account settings tabs: 0 General, 1 Connections, 2 Privacy, 3 Security, 4 Billing. */
export type SettingsTab = 0 | 1 | 2 | 3 | 4;

export const paths = {
  root: { path: '/', getHref: () => '/' },
  landing: { path: '/landing', getHref: () => '/landing' },
  login: {
    path: '/login',
    /** `redirect` is where to go after a successful login. */
    getHref: (redirect?: string | null) => withSearch('/login', { redirect }),
  },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: {
    path: '/account/reset/password/:id?/:token?',
    getHref: (id?: string | number, token?: string) => {
      if (id === undefined) return '/account/reset/password';
      const withId = `/account/reset/password/${segment(id)}`;
      return token === undefined ? withId : `${withId}/${segment(token)}`;
    },
  },
  help: { path: '/help', getHref: () => '/help' },
  support: { path: '/support', getHref: () => '/support' },
  contact: { path: '/contact', getHref: () => '/contact' },
  legal: {
    terms: { path: '/legal/terms', getHref: () => '/legal/terms' },
    privacy: { path: '/legal/privacy', getHref: () => '/legal/privacy' },
  },
  games: {
    list: { path: '/games', getHref: () => '/games' },
    detail: { path: '/games/:id', getHref: (id: string | number) => `/games/${segment(id)}` },
  },
  communities: { path: '/communities', getHref: () => '/communities' },
  marketplace: {
    list: {
      path: '/marketplace',
      getHref: (search?: MarketplaceSearch) => withSearch('/marketplace', search),
    },
    listing: {
      path: '/marketplace/:id',
      getHref: (id: string | number) => `/marketplace/${segment(id)}`,
    },
  },
  users: {
    /** `/user` alone redirects to the landing page. */
    base: { path: '/user', getHref: () => '/user' },
    profile: { path: '/user/:id', getHref: (id: string | number) => `/user/${segment(id)}` },
    /** Friends and user search. */
    list: { path: '/users', getHref: () => '/users' },
    friends: { path: '/friends', getHref: () => '/friends' },
  },
  /** Redirects to the signed-in user's own profile, or to login. */
  profile: { path: '/profile', getHref: () => '/profile' },
  restricted: { path: '/restricted', getHref: () => '/restricted' },
  report: {
    base: { path: '/report', getHref: () => '/report' },
    type: { path: '/report/:type', getHref: (type: number) => `/report/${segment(type)}` },
    form: {
      path: '/report/:type/:id',
      getHref: (type: number, id: string | number) => `/report/${segment(type)}/${segment(id)}`,
    },
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  character: {
    path: '/character',
    getHref: (page?: number) => withSearch('/character', { page }),
  },
  inventory: { path: '/inventory', getHref: () => '/inventory' },
  account: {
    settings: {
      path: '/account/settings',
      getHref: (tab?: SettingsTab) => withSearch('/account/settings', { d: tab }),
    },
    verify: {
      path: '/account/verify/:token?',
      getHref: (token?: string) =>
        token === undefined ? '/account/verify' : `/account/verify/${segment(token)}`,
    },
    discordCallback: {
      path: '/account/connections/discord/callback',
      getHref: (code?: string) => withSearch('/account/connections/discord/callback', { code }),
    },
  },
  upgrade: {
    page: {
      path: '/upgrade',
      /** `success` and `f` carry the checkout outcome (spec 03 §2). */
      getHref: (outcome?: 'success' | 'failed') =>
        withSearch('/upgrade', {
          success: outcome === 'success' ? 1 : undefined,
          f: outcome === 'failed' ? 1 : undefined,
        }),
    },
    successBase: { path: '/upgrade/success', getHref: () => '/upgrade/success' },
    success: {
      path: '/upgrade/success/:id',
      getHref: (sessionId: string) => `/upgrade/success/${segment(sessionId)}`,
    },
  },
  forums: {
    categories: { path: '/forums', getHref: () => '/forums' },
    category: {
      path: '/forums/:cid',
      getHref: (cid: string | number, page?: number) =>
        withSearch(`/forums/${segment(cid)}`, { page }),
    },
    thread: {
      path: '/forums/:cid/:tid',
      getHref: (cid: string | number, tid: string | number, page?: number) =>
        withSearch(`/forums/${segment(cid)}/${segment(tid)}`, { page }),
    },
    createThread: {
      path: '/forums/:cid/create',
      getHref: (cid: string | number) => `/forums/${segment(cid)}/create`,
    },
    createReply: {
      path: '/forums/:cid/:tid/create',
      getHref: (cid: string | number, tid: string | number) =>
        `/forums/${segment(cid)}/${segment(tid)}/create`,
    },
  },
  trading: { path: '/trading', getHref: () => '/trading' },
  services: { path: '/services', getHref: () => '/services' },
  design: { path: '/design', getHref: () => '/design' },
  develop: { path: '/develop', getHref: () => '/develop' },
  studio: { path: '/studio', getHref: () => '/studio' },
  workbench: { path: '/workbench', getHref: () => '/workbench' },
} as const;
