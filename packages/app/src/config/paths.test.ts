import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the login link with an encoded way back', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/forums/2/9?page=3')).toBe(
      '/login?redirect=%2Fforums%2F2%2F9%3Fpage%3D3',
    );
  });

  it('builds optional segments only when given', () => {
    expect(paths.resetPassword.getHref()).toBe('/account/reset/password');
    expect(paths.resetPassword.getHref(5)).toBe('/account/reset/password/5');
    expect(paths.resetPassword.getHref(5, 'a/b')).toBe('/account/reset/password/5/a%2Fb');
    expect(paths.account.verify.getHref()).toBe('/account/verify');
    expect(paths.account.verify.getHref('VERIFYUNVERIFIED')).toBe(
      '/account/verify/VERIFYUNVERIFIED',
    );
  });

  it('repeats multi-select marketplace filters and drops unset ones', () => {
    expect(paths.marketplace.list.getHref()).toBe('/marketplace');
    expect(
      paths.marketplace.list.getHref({
        list: [1, 3],
        category: 4,
        officialOnly: true,
        uniquesOnly: false,
        search: 'red hat',
      }),
    ).toBe('/marketplace?list=1&list=3&category=4&officialOnly=true&search=red+hat');
  });

  it('builds the query-string routes', () => {
    expect(paths.account.settings.getHref(1)).toBe('/account/settings?d=1');
    expect(paths.forums.thread.getHref(2, 9, 3)).toBe('/forums/2/9?page=3');
    expect(paths.upgrade.page.getHref('success')).toBe('/upgrade?success=1');
    expect(paths.upgrade.page.getHref('failed')).toBe('/upgrade?f=1');
    expect(paths.report.form.getHref(11, 42)).toBe('/report/11/42');
  });

  it('builds hrefs that match their own patterns', () => {
    const cases: [pattern: string, href: string][] = [
      [paths.users.profile.path, paths.users.profile.getHref(42)],
      [paths.marketplace.listing.path, paths.marketplace.listing.getHref(7)],
      [paths.games.detail.path, paths.games.detail.getHref(3)],
      [paths.upgrade.success.path, paths.upgrade.success.getHref('cs_test_1')],
      [paths.forums.createReply.path, paths.forums.createReply.getHref(2, 9)],
      [paths.resetPassword.path, paths.resetPassword.getHref(5, 'token')],
    ];
    for (const [pattern, href] of cases) expect(matchPath(pattern, href)).not.toBeNull();
  });
});
