import { describe, expect, it } from 'vitest';
import { db } from '../src/db/index.ts';
import { clock } from '../src/domain/clock.ts';
import { T0, clientFor, expectError, rawCall, setupForumsServer, tokenOf } from './support.ts';

setupForumsServer();

const account = (id: number) => db.accounts.findFirst((q) => q.where({ id }));

describe('accountability', () => {
  it('names the user behind every report type and refuses unknown types and ids', async () => {
    const client = await clientFor('member');
    const lookup = (type: 11 | 12 | 21 | 31 | 41 | 51 | 52 | 53, content: number) =>
      client.GET('/accountability/report', { params: { query: { type, content } } });
    const status = db.statuses.findFirst((q) => q.where({ account_id: 5 }));
    const thread = db.threads.findFirst((q) => q.where({ created_by: 1 }));
    const reply = db.replies.findFirst((q) => q.where({ author_id: 2 }));
    const comment = db.comments.findFirst((q) => q.where({ author_id: 1 }));
    const listing = db.listings.findFirst((q) => q.where({ listing_official: 1 }));
    const game = db.recentGames.findFirst((q) => q.where({ account_id: 1 }));
    expect((await lookup(11, 4)).data?.content_username).toBe('private');
    expect((await lookup(12, status?.id ?? 0)).data?.content_username).toBe('backer');
    expect((await lookup(21, listing?.id ?? 0)).data?.content_username).toBe('staff');
    expect((await lookup(31, game?.game_id ?? 0)).data?.content_username).toBe('staff');
    expect((await lookup(51, thread?.id ?? 0)).data?.content_username).toBe('member');
    expect((await lookup(52, reply?.id ?? 0)).data?.content_username).toBe('staff');
    expect((await lookup(53, comment?.id ?? 0)).data?.content_username).toBe('member');
    await expectError(lookup(11, 999_999), 404, 'RP1003', 'Reported Content Not Found');
    // No community listing exists (none is seeded), whatever the id.
    for (const id of [1, 6]) await expectError(lookup(41, id), 404, 'RP1003');
    const token = await tokenOf('member');
    expect(
      (await rawCall('GET', '/accountability/report?type=13&content=1', { token })).body.error_code,
    ).toBe('RP1001');
    expect(
      (await rawCall('GET', '/accountability/report?type=11&content=x', { token })).body.error_code,
    ).toBe('EX4001');
  });

  it('files a report with subject 1 to 8 and details up to 1000 characters', async () => {
    const client = await clientFor('member');
    const before = db.reports.count();
    await client.POST('/accountability/report', {
      body: { type: 11, content: 4, subject: 8, additional: 'Rude.' },
    });
    expect(db.reports.findFirst((q) => q.where({ id: before + 1 }))).toMatchObject({
      reporter_id: 1,
      type: 11,
      content: 4,
      subject: 8,
      additional: 'Rude.',
    });
    const token = await tokenOf('member');
    const post = (body: object) =>
      rawCall('POST', '/accountability/report', { token, body: JSON.stringify(body) });
    expect((await post({ type: 11, content: 4, subject: 9 })).body).toEqual({
      status: 400,
      error_code: 'RP1002',
      error_code_text: 'Invalid Subject Selected',
    });
    expect((await post({ type: 11, content: 4, subject: 0 })).body.error_code).toBe('RP1002');
    expect((await post({ type: 99, content: 4, subject: 1 })).body.error_code).toBe('RP1001');
    expect(
      (await post({ type: 11, content: 4, subject: 1, additional: 'x'.repeat(1001) })).body
        .error_code,
    ).toBe('RP1004');
    expect((await post({ type: 51, content: 999_999, subject: 1 })).body.error_code).toBe('RP1003');
    expect(db.reports.count()).toBe(before + 1);
  });

  it('shows the violation and restriction type to restricted accounts', async () => {
    const suspended = await clientFor('suspended');
    const { data } = await suspended.GET('/accountability/violation');
    expect(data).toMatchObject({
      restriction_type: 0,
      violation: { violation_type: 2, specific: 'Bullying/Harassment', staff_note: null },
    });
    const renamed = await (await clientFor('renamed')).GET('/accountability/violation');
    expect(renamed.data?.restriction_type).toBe(1);
    const member = await (await clientFor('member')).GET('/accountability/violation');
    expect(member.data).toEqual({ status: 200, violation: null, restriction_type: 0 });
  });

  it('reactivates an ended suspension, not a running one nor a termination', async () => {
    const suspended = await clientFor('suspended');
    await db.violations.update((q) => q.where({ id: 1 }), {
      data: (draft) => void (draft.violation_expires = T0 / 1000 + 3600),
    });
    await expectError(
      suspended.PATCH('/accountability/violation'),
      403,
      'VL1002',
      'Suspension Has Not Ended',
    );
    expect(account(7)?.account_state).toBe(0);
    clock.advance(3601 * 1000);
    await suspended.PATCH('/accountability/violation');
    expect(account(7)?.account_state).toBe(1);
    expect((await suspended.GET('/accountability/violation')).data?.violation).toBeNull();

    await expectError(
      (await clientFor('terminated')).PATCH('/accountability/violation'),
      403,
      'VL1001',
      'Account Cannot Be Reactivated',
    );
    expect(account(8)?.account_state).toBe(0);
  });

  // Spec 02 §4: only types below 3 reactivate; 4 Investigation and 5 Other do not.
  it.each([
    [0, 200],
    [1, 200],
    [4, 403],
    [5, 403],
  ] as const)('answers a type %i violation with %i', async (type, status) => {
    await db.violations.update((q) => q.where({ account_id: 8 }), {
      data: (draft) => void (draft.violation_type = type),
    });
    const reactivate = (await clientFor('terminated')).PATCH('/accountability/violation');
    if (status === 403) await expectError(reactivate, 403, 'VL1001');
    else expect((await reactivate).response.status).toBe(200);
    expect(account(8)?.account_state).toBe(status === 200 ? 1 : 0);
  });

  it('accepts a new username for a rejected one and restores the account', async () => {
    const renamed = await clientFor('renamed');
    const submit = (username: string) =>
      renamed.PATCH('/accountability/username', { body: { username } });
    await expectError(submit('ab'), 400, 'AU1020', 'Username Is Invalid');
    await expectError(submit('the_admin_guy'), 400, 'AU1025', 'Username is Blacklisted');
    await expectError(submit('renamed'), 400, 'AU1025');
    await expectError(submit('Member'), 400, 'AU1026', 'Username is Already Taken');
    expect(account(9)?.account_state).toBe(0);
    expect((await submit('new.builder')).data).toEqual({ status: 200, username: 'new.builder' });
    expect(account(9)).toMatchObject({ username: 'new.builder', account_state: 1 });
    await expectError(submit('newer.builder'), 409, 'VL1003', 'No Username Restriction');
    await expectError(
      (await clientFor('member')).PATCH('/accountability/username', {
        body: { username: 'other.name' },
      }),
      409,
      'VL1003',
    );
  });

  it('keeps reports closed to restricted accounts and guests', async () => {
    await expectError(
      (await clientFor('suspended')).GET('/accountability/report', {
        params: { query: { type: 11, content: 1 } },
      }),
      403,
      'AC1020',
    );
    await expectError((await clientFor()).GET('/accountability/violation'), 401, 'AU1001');
  });
});
