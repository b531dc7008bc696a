import { describe, expect, it } from 'vitest';
import { logInUserSchema } from '../../../../features/auth/schemas/log-in-user';
import { registerFieldSchemas } from '../../../../features/auth/schemas/register-user';
import { requestPasswordResetSchema } from '../../../../features/auth/schemas/request-password-reset';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '../../../../features/auth/schemas/rules';
import { bodyField } from '../../../../testing/contract';
import type { z } from 'zod';

/** Proves a string schema accepts exactly the contract's lengths (with a filler the pattern allows). */
function expectLengths(schema: z.ZodType, min: number | undefined, max: number | undefined) {
  if (min === undefined || max === undefined) throw new Error('the contract sets no length limits');
  expect(schema.safeParse('a'.repeat(min)).success).toBe(true);
  expect(schema.safeParse('a'.repeat(min - 1)).success).toBe(false);
  expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
  expect(schema.safeParse('a'.repeat(max + 1)).success).toBe(false);
}

describe('auth form limits equal the contract', () => {
  const login = logInUserSchema.shape;

  it('login username: POST /OAuth2/authorize', () => {
    const contract = bodyField('post', '/OAuth2/authorize', 'username');
    expectLengths(login.username, contract.minLength, contract.maxLength);
    expect(USERNAME_PATTERN.source).toBe(contract.pattern);
    expect(login.username.safeParse('bad name').success).toBe(false);
  });

  it('login password: POST /OAuth2/authorize', () => {
    const contract = bodyField('post', '/OAuth2/authorize', 'password');
    expectLengths(login.password, contract.minLength, contract.maxLength);
  });

  it.each(['submit', 'live'] as const)('register username (%s): POST /register/user', (variant) => {
    const schema = registerFieldSchemas(variant).username;
    const contract = bodyField('post', '/register/user', 'username');
    expectLengths(schema, contract.minLength, contract.maxLength);
    expect(USERNAME_PATTERN.source).toBe(contract.pattern);
    expect(bodyField('post', '/register/validate/user', 'username')).toEqual(contract);
  });

  it.each(['submit', 'live'] as const)('register password (%s): POST /register/user', (variant) => {
    const schema = registerFieldSchemas(variant).password;
    const contract = bodyField('post', '/register/user', 'password');
    expectLengths(schema, contract.minLength, contract.maxLength);
    expect(bodyField('post', '/register/validate/password', 'pwd')).toEqual(contract);
  });

  it('register email: POST /register/user', () => {
    const schema = registerFieldSchemas('submit').email;
    const contract = bodyField('post', '/register/user', 'email');
    const local = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(schema.safeParse(local(contract.maxLength ?? 0)).success).toBe(true);
    expect(schema.safeParse(local((contract.maxLength ?? 0) + 1)).success).toBe(false);
    // The shortest address the pattern allows is still longer than the contract's minimum.
    expect(EMAIL_PATTERN.test('a@b.cd')).toBe(true);
    expect('a@b.cd'.length).toBeGreaterThanOrEqual(contract.minLength ?? 0);
    expect(schema.safeParse('member@example').success).toBe(false);
    expect(bodyField('post', '/register/validate/email', 'email')).toEqual(contract);
  });

  it('forgot password input: POST /OAuth2/forgot', () => {
    const contract = bodyField('post', '/OAuth2/forgot', 'input');
    const accepts = (input: string) => requestPasswordResetSchema.safeParse({ input }).success;
    // Usernames as the login helper takes them (3 to 22), or an e-mail address.
    expect(accepts('abc')).toBe(true);
    expect(accepts('ab')).toBe(false);
    expect(accepts('a'.repeat(22))).toBe(true);
    expect(accepts('a'.repeat(23))).toBe(false);
    expect(accepts('member@example.com')).toBe(true);
    expect(contract.maxLength).toBe(254);
    expect(contract.anyOf).toEqual([{ pattern: '^[A-Za-z0-9._]{3,22}$' }, { format: 'email' }]);
  });
});
