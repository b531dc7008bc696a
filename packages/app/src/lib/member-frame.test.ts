import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../config/env';
import {
  MEMBER_CLASS,
  MEMBER_FRAME_ID,
  MEMBER_HINT_SCRIPT,
  removeMemberFrame,
} from './member-frame';
import { isSignedIn } from './session';

const runHint = new Function(MEMBER_HINT_SCRIPT) as () => void;
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; Path=/; Secure`;
};

afterEach(() => {
  for (const name of [env.cookies.accessToken, env.cookies.refreshToken]) {
    document.cookie = `${name}=; Path=/; Secure; Max-Age=0`;
  }
  document.documentElement.classList.remove(MEMBER_CLASS);
  document.body.replaceChildren();
});

describe('the member hint script', () => {
  it('marks the document when both token cookies are set, as the app counts a sign-in', () => {
    setCookie(env.cookies.accessToken, 'access');
    setCookie(env.cookies.refreshToken, 'refresh');
    runHint();
    expect(document.documentElement.classList.contains(MEMBER_CLASS)).toBe(true);
    expect(isSignedIn()).toBe(true);
  });

  it.each([
    ['no token cookie', [] as string[]],
    ['only the access token', ['access']],
    ['only the refresh token', ['refresh']],
  ])('leaves a guest document unmarked with %s', (_, tokens) => {
    if (tokens.includes('access')) setCookie(env.cookies.accessToken, 'access');
    if (tokens.includes('refresh')) setCookie(env.cookies.refreshToken, 'refresh');
    runHint();
    expect(document.documentElement.classList.contains(MEMBER_CLASS)).toBe(false);
    expect(isSignedIn()).toBe(false);
  });

  it('leaves the document unmarked when a token cookie is set empty', () => {
    setCookie(env.cookies.accessToken, '');
    setCookie(env.cookies.refreshToken, 'refresh');
    runHint();
    expect(document.documentElement.classList.contains(MEMBER_CLASS)).toBe(false);
  });
});

describe('removeMemberFrame', () => {
  it('takes the frame away and shows #root again', () => {
    const frame = Object.assign(document.createElement('div'), { id: MEMBER_FRAME_ID });
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(frame, root);
    document.documentElement.classList.add(MEMBER_CLASS);
    removeMemberFrame();
    expect(document.getElementById(MEMBER_FRAME_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(document.documentElement.classList.contains(MEMBER_CLASS)).toBe(false);
  });
});
