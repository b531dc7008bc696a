/**
 * The in-app stand-in for the hosted checkout page (in-browser mock only). MSW's service worker
 * cannot answer page navigations, so the mock's own `/__mock/checkout/{id}` page is unreachable in
 * the browser; the app serves the same address itself and drives the mock through JSON calls.
 */
export const mockCheckoutPath = {
  path: '/__mock/checkout/:sessionId',
  getHref: (sessionId: string) => `/__mock/checkout/${encodeURIComponent(sessionId)}`,
} as const;
