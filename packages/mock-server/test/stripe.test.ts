import { describe, expect, it } from 'vitest';
import { db } from '../src/db/index.ts';
import { API, clientFor, expectError, rawCall, setupForumsServer, tokenOf } from './support.ts';

setupForumsServer();

const APP = 'http://app.test';
const account = (id: number) => db.accounts.findFirst((q) => q.where({ id }));
const page = (url: string) =>
  fetch(url).then(async (r) => ({
    status: r.status,
    type: r.headers.get('content-type'),
    html: await r.text(),
  }));
const press = (url: string, action: 'pay' | 'cancel') =>
  fetch(`${url}/${action}`, { method: 'POST', redirect: 'manual' });

/** Creates a session as `persona` from the app's origin (the Origin header the browser sends). */
async function startCheckout(
  persona: 'member' | 'backer',
  id: 'bt1' | 'bt4' | 'n2500',
  type: 'pledges' | 'nodes',
) {
  const client = await clientFor(persona);
  const { data } = await client.POST('/stripe/session', {
    body: { id, type },
    headers: { origin: APP },
  });
  if (!data) throw new Error('no session');
  return { body: data };
}

describe('stripe', () => {
  it('gives the prices in cents and the viewer tier (0 without one)', async () => {
    expect((await (await clientFor()).GET('/stripe/pledges')).data).toEqual({
      status: 200,
      current_tier: 0,
      prices: { bt1: 600, bt2: 1200, bt3: 2500, bt4: 5000 },
    });
    expect((await (await clientFor('backer')).GET('/stripe/pledges')).data?.current_tier).toBe(2);
  });

  it('refuses products of the wrong type and pledges at or below the current tier', async () => {
    const backer = await clientFor('backer');
    await expectError(
      backer.POST('/stripe/session', { body: { id: 'bt1', type: 'nodes' } }),
      400,
      'ST1001',
      'Invalid Product',
    );
    await expectError(
      backer.POST('/stripe/session', { body: { id: 'n1000', type: 'pledges' } }),
      400,
      'ST1001',
    );
    await expectError(
      backer.POST('/stripe/session', { body: { id: 'bt2', type: 'pledges' } }),
      409,
      'ST1002',
      'Pledge Tier Not Available',
    );
    await expectError(
      backer.POST('/stripe/session', { body: { id: 'bt1', type: 'pledges' } }),
      409,
      'ST1002',
    );
    expect(
      (
        await rawCall('POST', '/stripe/session', {
          token: await tokenOf('backer'),
          body: '{"id":"n3000","type":"nodes"}',
        })
      ).body.error_code,
    ).toBe('EX4001');
  });

  it('pays a node pack on the hosted page and returns to the app success URL', async () => {
    const { body } = await startCheckout('member', 'n2500', 'nodes');
    const url = String(body.url);
    expect(url).toBe(`${API}/__mock/checkout/${String(body.id)}`);
    const shown = await page(url);
    expect(shown.type).toContain('text/html');
    expect(shown.html).toContain('2,500 Nodes');
    expect(shown.html).toContain('$25.00');
    const member = await clientFor('member');
    await expectError(
      member.GET('/stripe/success', { params: { query: { session_id: String(body.id) } } }),
      404,
      'ST1003',
    );

    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP}/upgrade/success/${String(body.id)}`);
    expect(account(1)?.nodes).toBe(12500 + 2500);
    const { data } = await member.GET('/stripe/success', {
      params: { query: { session_id: String(body.id) } },
    });
    expect(data?.session).toEqual({
      id: body.id,
      amount: 2500,
      email: 'member@example.com',
      product: '2,500 Nodes',
    });
    expect((await press(url, 'pay')).status).toBe(409);
    expect(account(1)?.nodes).toBe(15000);

    await expectError(
      (await clientFor('backer')).GET('/stripe/success', {
        params: { query: { session_id: String(body.id) } },
      }),
      403,
      'ST1004',
      'Checkout Session Belongs To Another Account',
    );
    await expectError(
      member.GET('/stripe/success', { params: { query: { session_id: 'cs_unknown' } } }),
      404,
      'ST1003',
      'Checkout Session Not Found',
    );
  });

  it('grants the tier, the subscription and the pledge nodes', async () => {
    const { body } = await startCheckout('backer', 'bt4', 'pledges');
    const before = account(5)?.nodes ?? 0;
    await press(String(body.url), 'pay');
    expect(account(5)).toMatchObject({ backer: 4, subscriber: 1, nodes: before + 10000 });
    expect(
      db.pledges.findFirst((q) => q.where({ checkout_session_id: String(body.id) })),
    ).toMatchObject({ tier: 4, amount: 5000 });
  });

  it('cancels back to /upgrade?f=1 without granting anything', async () => {
    const { body } = await startCheckout('member', 'bt1', 'pledges');
    const cancelled = await press(String(body.url), 'cancel');
    expect(cancelled.headers.get('location')).toBe(`${APP}/upgrade?f=1`);
    expect(account(1)).toMatchObject({ backer: 0, nodes: 12500 });
  });

  it('escapes every value it puts into the page', async () => {
    await db.checkoutSessions.create({
      id: 'cs_xss',
      account_id: 1,
      product_id: 'n1000',
      type: 'nodes',
      product: '<script>alert(1)</script>',
      amount: 1000,
      email: '"a"@b.co',
      created_at: 1,
      state: 'open',
      return_origin: APP,
    });
    const { html } = await page(`${API}/__mock/checkout/cs_xss`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect((await page(`${API}/__mock/checkout/%3Cb%3E`)).html).not.toContain('<b>');
  });
});
