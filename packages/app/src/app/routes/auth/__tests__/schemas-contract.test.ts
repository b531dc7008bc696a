import { describe, expect, it } from 'vitest';
import { logInUserSchema } from '../../../../features/auth/schemas/log-in-user';
import { registerFieldSchemas } from '../../../../features/auth/schemas/register-user';
import { requestPasswordResetSchema } from '../../../../features/auth/schemas/request-password-reset';
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

/** Addresses the contract's `format: email` (Ajv, full mode) takes, and ones it refuses (issue 47). */
const EMAILS_TAKEN = [
  'a!b@example.com',
  'x@example.c0m',
  'member@example.com',
  "o'neil@example.org",
];
const EMAILS_REFUSED = [
  'x@b-.com',
  'member@example',
  'a@@b.com',
  'a b@example.com',
  '@example.com',
];

describe('auth form limits equal the contract', () => {
  const login = logInUserSchema.shape;

  it('login username: POST /OAuth2/authorize', () => {
    const contract = bodyField('post', '/OAuth2/authorize', 'username');
    expectLengths(login.username, contract.minLength, contract.maxLength);
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
    expect(schema.safeParse('bad name').success).toBe(false);
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
    expect(bodyField('post', '/register/validate/email', 'email')).toMatchObject({
      format: contract.format,
      minLength: contract.minLength,
      maxLength: contract.maxLength,
    });
  });

  it.each(['submit', 'live'] as const)(
    'register email (%s) takes what the contract takes',
    (variant) => {
      const schema = registerFieldSchemas(variant).email;
      for (const email of EMAILS_TAKEN) expect(schema.safeParse(email).success, email).toBe(true);
      for (const email of EMAILS_REFUSED) {
        expect(schema.safeParse(email).error?.issues[0]?.message, email).toBe(
          variant === 'live' ? 'Email Address Invalid' : 'Invalid Email Address',
        );
      }
    },
  );

  it('forgot password input: POST /OAuth2/forgot', () => {
    const contract = bodyField('post', '/OAuth2/forgot', 'input');
    const accepts = (input: string) => requestPasswordResetSchema.safeParse({ input }).success;
    // Usernames as the login helper takes them (3 to 22), or an e-mail address.
    expect(accepts('abc')).toBe(true);
    expect(accepts('ab')).toBe(false);
    expect(accepts('a'.repeat(22))).toBe(true);
    expect(accepts('a'.repeat(23))).toBe(false);
    for (const email of EMAILS_TAKEN) expect(accepts(email), email).toBe(true);
    for (const email of EMAILS_REFUSED) expect(accepts(email), email).toBe(false);
    expect(contract.maxLength).toBe(254);
    expect(contract.anyOf).toEqual([{ pattern: '^[A-Za-z0-9._]{3,22}$' }, { format: 'email' }]);
  });
});
