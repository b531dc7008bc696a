import { HttpResponse, http as plainHttp } from 'msw';
import { z } from 'zod';
import { accounts, checkoutSessions, nextId, pledges, type CheckoutSession } from '../db/index.ts';
import { optionalAccount, requireAccount } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import { randomHex } from '../domain/tokens.ts';
import { responseErrorBody } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

/** The pledge tiers: name, default price in cents and perks (spec 03 §6). */
const PLEDGES = {
  bt1: { tier: 1, name: 'The Supporter (Tier I)', cents: 600, months: 1, nodes: 2500 },
  bt2: { tier: 2, name: 'The Subscriber (Tier II)', cents: 1200, months: 1, nodes: 5000 },
  bt3: { tier: 3, name: 'The Developer (Tier III)', cents: 2500, months: 2, nodes: 7500 },
  bt4: { tier: 4, name: 'The Director (Tier IV)', cents: 5000, months: 3, nodes: 10000 },
} as const;

const NODE_PACKS = {
  n1000: { nodes: 1000, cents: 1000 },
  n2000: { nodes: 2000, cents: 2000 },
  n2500: { nodes: 2500, cents: 2500 },
  n5000: { nodes: 5000, cents: 5000 },
  n10000: { nodes: 10000, cents: 10000 },
} as const;

type PledgeId = keyof typeof PLEDGES;
type NodePackId = keyof typeof NODE_PACKS;

const isPledge = (id: string): id is PledgeId => Object.hasOwn(PLEDGES, id);
const isNodePack = (id: string): id is NodePackId => Object.hasOwn(NODE_PACKS, id);

const sessionBody = z.object({
  id: z.string().refine((id) => isPledge(id) || isNodePack(id)),
  type: z.enum(['pledges', 'nodes']),
});

/** The hosted-checkout stand-in's address for a session, on the mock's own origin. */
export const checkoutPagePath = (sessionId: string) => `/__mock/checkout/${sessionId}`;

/**
 * The app origin the checkout returns to: the creating request's `Origin` header, else its
 * `Referer`'s origin, else the mock's own origin (same-origin setups).
 */
function appOrigin(request: Request): string {
  for (const value of [request.headers.get('origin'), request.headers.get('referer')]) {
    if (!value) continue;
    try {
      const { origin, protocol } = new URL(value);
      if (protocol === 'http:' || protocol === 'https:') return origin;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return new URL(request.url).origin;
}

const centsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The hosted-checkout stand-in: product, amount, Pay and Cancel (outside the contract). */
function checkoutPage(session: CheckoutSession | undefined, sessionId: string): string {
  const body = !session
    ? `<h1>Checkout not found</h1><p>No checkout session has the id ${escapeHtml(sessionId)}.</p>`
    : session.state !== 'open'
      ? `<h1>Checkout ${session.state === 'paid' ? 'completed' : 'cancelled'}</h1>
<p>This checkout session is no longer open.</p>`
      : `<h1>Endless checkout (mock)</h1>
<dl><dt>Product</dt><dd>${escapeHtml(session.product)}</dd>
<dt>Amount</dt><dd>${escapeHtml(centsText(session.amount))} USD</dd>
<dt>E-mail</dt><dd>${escapeHtml(session.email)}</dd></dl>
<form method="post" action="${escapeHtml(checkoutPagePath(session.id))}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(checkoutPagePath(session.id))}/cancel"><button type="submit">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout (mock)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>${body}</body></html>`;
}

const htmlResponse = (html: string, status = 200) =>
  new HttpResponse(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** Completes a paid session: node packs add their nodes; pledges set the tier, subscribe and add theirs. */
async function fulfil(session: CheckoutSession): Promise<void> {
  const product = session.product_id;
  const account = accounts.findFirst((q) => q.where({ id: session.account_id }));
  if (!account) return;
  if (isNodePack(product)) {
    const { nodes } = NODE_PACKS[product];
    await accounts.update((q) => q.where({ id: account.id }), {
      data: (draft) => void (draft.nodes += nodes),
    });
  } else if (isPledge(product)) {
    const pledge = PLEDGES[product];
    // The account has no subscription end date, so the pledge's months only switch it on.
    await accounts.update((q) => q.where({ id: account.id }), {
      data: (draft) => {
        draft.backer = Math.max(draft.backer, pledge.tier);
        draft.subscriber = 1;
        draft.nodes += pledge.nodes;
      },
    });
    await pledges.create({
      id: nextId(pledges),
      account_id: account.id,
      tier: pledge.tier,
      amount: session.amount,
      checkout_session_id: session.id,
      created_at: nowSeconds(),
    });
  }
}

async function setState(session: CheckoutSession, state: CheckoutSession['state']) {
  await checkoutSessions.update((q) => q.where({ id: session.id }), {
    data: (draft) => void (draft.state = state),
  });
}

type CheckoutAction = 'pay' | 'cancel';
const isCheckoutAction = (action: string): action is CheckoutAction =>
  action === 'pay' || action === 'cancel';

/**
 * Pays (and fulfils) or cancels an open session; both stand-ins share it. Returns the app path
 * the provider would send the browser back to.
 */
async function completeCheckout(session: CheckoutSession, action: CheckoutAction) {
  if (action === 'cancel') {
    await setState(session, 'cancelled');
    return '/upgrade?f=1';
  }
  await setState(session, 'paid');
  await fulfil(session);
  return `/upgrade/success/${encodeURIComponent(session.id)}`;
}

/** What the stand-in page shows of a session. */
const checkoutView = ({ id, product, amount, email, state }: CheckoutSession) => ({
  id,
  product,
  amount,
  email,
  state,
});

const redirect = (location: string) =>
  new HttpResponse(null, { status: 303, headers: { location } });

const findSession = (id: string) => checkoutSessions.findFirst((q) => q.where({ id }));

export const stripeHandlers = [
  http.get('/stripe/pledges', ({ request, response }) => {
    const viewer = optionalAccount(request);
    if (!viewer.ok) return viewer.response;
    const tier = viewer.account?.backer ?? 0;
    return response(200).json({
      status: 200,
      current_tier: tier === 1 || tier === 2 || tier === 3 || tier === 4 ? tier : 0,
      prices: {
        bt1: PLEDGES.bt1.cents,
        bt2: PLEDGES.bt2.cents,
        bt3: PLEDGES.bt3.cents,
        bt4: PLEDGES.bt4.cents,
      },
    });
  }),

  // A session waits on the hosted-checkout stand-in until the user pays or cancels there.
  http.post('/stripe/session', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, sessionBody);
    if (!body.ok) return body.response;
    const { id, type } = body.data;
    const { account } = auth;
    let product: string;
    let amount: number;
    if (type === 'pledges' && isPledge(id)) {
      if (PLEDGES[id].tier <= account.backer) {
        return response(409).json(responseErrorBody(409, 'ST1002'));
      }
      ({ name: product, cents: amount } = PLEDGES[id]);
    } else if (type === 'nodes' && isNodePack(id)) {
      product = `${NODE_PACKS[id].nodes.toLocaleString('en-US')} Nodes`;
      amount = NODE_PACKS[id].cents;
    } else {
      return response(400).json(responseErrorBody(400, 'ST1001'));
    }
    const sessionId = `cs_mock_${randomHex(12)}`;
    await checkoutSessions.create({
      id: sessionId,
      account_id: account.id,
      product_id: id,
      type,
      product,
      amount,
      email: account.email,
      created_at: nowSeconds(),
      state: 'open',
      return_origin: appOrigin(request),
    });
    const url = new URL(checkoutPagePath(sessionId), request.url).href;
    return response(200).json({ status: 200, id: sessionId, url });
  }),

  http.get('/stripe/success', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const query = parseQuery(request, z.object({ session_id: z.string() }));
    if (!query.ok) return query.response;
    const session = findSession(query.data.session_id);
    // Only a paid session is a completed checkout (our design).
    if (!session || session.state !== 'paid') {
      return response(404).json(responseErrorBody(404, 'ST1003'));
    }
    if (session.account_id !== auth.account.id) {
      return response(403).json(responseErrorBody(403, 'ST1004'));
    }
    const { id, amount, email, product } = session;
    return response(200).json({ status: 200, session: { id, amount, email, product } });
  }),

  // The hosted-checkout stand-in (outside the contract, see the README): a page, then Pay or Cancel
  // back to the app — `/upgrade/success/{id}` or `/upgrade?f=1`. Served by the standalone server.
  plainHttp.get('*/__mock/checkout/:sessionId', ({ params }) => {
    const sessionId = String(params.sessionId);
    const session = findSession(sessionId);
    return htmlResponse(checkoutPage(session, sessionId), session ? 200 : 404);
  }),

  plainHttp.post('*/__mock/checkout/:sessionId/:action', async ({ params, request }) => {
    const sessionId = String(params.sessionId);
    const session = findSession(sessionId);
    const action = String(params.action);
    if (!session || !isCheckoutAction(action)) {
      return htmlResponse(checkoutPage(undefined, sessionId), 404);
    }
    if (session.state !== 'open') return htmlResponse(checkoutPage(session, sessionId), 409);
    const origin = session.return_origin ?? new URL(request.url).origin;
    return redirect(`${origin}${await completeCheckout(session, action)}`);
  }),

  // The same stand-in as JSON, for the app's in-browser stand-in page: MSW's service worker never
  // sees page navigations, so the HTML page above cannot be opened there.
  plainHttp.get('*/__mock/api/checkout/:sessionId', ({ params }) => {
    const session = findSession(String(params.sessionId));
    if (!session) return HttpResponse.json({ error: 'Checkout not found' }, { status: 404 });
    return HttpResponse.json(checkoutView(session));
  }),

  plainHttp.post('*/__mock/api/checkout/:sessionId/:action', async ({ params }) => {
    const session = findSession(String(params.sessionId));
    const action = String(params.action);
    if (!session || !isCheckoutAction(action)) {
      return HttpResponse.json({ error: 'Checkout not found' }, { status: 404 });
    }
    if (session.state !== 'open') {
      return HttpResponse.json(
        { error: 'This checkout session is no longer open.', ...checkoutView(session) },
        { status: 409 },
      );
    }
    const returnPath = await completeCheckout(session, action);
    const updated = findSession(session.id) ?? session;
    return HttpResponse.json({ ...checkoutView(updated), return_path: returnPath });
  }),
];
