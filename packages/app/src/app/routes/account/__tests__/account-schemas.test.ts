// The form limits equal the contract's (api-spec), so the screens never send what servers refuse.
import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from '../../../../features/account/schemas/reset-password';
import { updateAboutSchema } from '../../../../features/account/schemas/update-about';
import { updateEmailSchema } from '../../../../features/account/schemas/update-email';
import { updatePasswordSchema } from '../../../../features/account/schemas/update-password';
import { updateSignatureSchema } from '../../../../features/account/schemas/update-signature';
import { validateEmailSchema } from '../../../../features/account/schemas/validate-email';
import { validatePasswordSchema } from '../../../../features/account/schemas/validate-password';
import { verifyAccountSchema } from '../../../../features/account/schemas/verify-account';
import { bodyField } from '../../../../testing/contract';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('account form limits equal the contract', () => {
  it('About: at most maxLength of PUT /account/about content (1500)', () => {
    const { maxLength } = bodyField('put', '/account/about', 'content');
    expect(maxLength).toBe(1500);
    expect(accepts(updateAboutSchema, { content: 'a'.repeat(maxLength!) })).toBe(true);
    expect(accepts(updateAboutSchema, { content: 'a'.repeat(maxLength! + 1) })).toBe(false);
  });

  it('Signature: at most maxLength of PUT /account/signature content (200)', () => {
    const { maxLength } = bodyField('put', '/account/signature', 'content');
    expect(maxLength).toBe(200);
    expect(accepts(updateSignatureSchema, { content: 'a'.repeat(maxLength!) })).toBe(true);
    expect(accepts(updateSignatureSchema, { content: 'a'.repeat(maxLength! + 1) })).toBe(false);
  });

  it('e-mail: a standard address within the contract bounds (both steps)', () => {
    for (const [method, path] of [
      ['post', '/account/security/email/validate'],
      ['put', '/account/security/email'],
    ] as const) {
      const email = bodyField(method, path, 'email');
      expect(email.format).toBe('email');
      const longest = `${'a'.repeat(email.maxLength! - '@example.com'.length)}@example.com`;
      expect(accepts(validateEmailSchema, { currentEmail: longest })).toBe(true);
      expect(accepts(validateEmailSchema, { currentEmail: `a${longest}` })).toBe(false);
      expect(accepts(validateEmailSchema, { currentEmail: 'not-an-email' })).toBe(false);
      const next = (newEmail: string) => ({
        currentEmail: 'me@example.com',
        newEmail,
        newEmailRepeat: newEmail,
      });
      expect(accepts(updateEmailSchema, next(longest))).toBe(true);
      expect(accepts(updateEmailSchema, next(`a${longest}`))).toBe(false);
    }
  });

  it('passwords: 6 to 128 characters in every password form', () => {
    for (const [method, path] of [
      ['post', '/account/security/pwd/validate'],
      ['put', '/account/security/pwd'],
      ['put', '/OAuth2/reset/password'],
    ] as const) {
      const { minLength, maxLength } = bodyField(method, path, 'pwd');
      expect([minLength, maxLength]).toEqual([6, 128]);
      for (const [length, ok] of [
        [minLength! - 1, false],
        [minLength!, true],
        [maxLength!, true],
        [maxLength! + 1, false],
      ] as const) {
        const pwd = 'p'.repeat(length);
        expect(accepts(validatePasswordSchema, { currentPwd: pwd })).toBe(ok);
        expect(
          accepts(updatePasswordSchema, { currentPwd: 'old-pass', newPwd: pwd, newPwdRepeat: pwd }),
        ).toBe(ok);
        expect(accepts(resetPasswordSchema, { pwd, pwdRepeat: pwd })).toBe(ok);
      }
    }
  });

  it('e-mail: refuses exactly what the contract refuses, with its text', () => {
    const check = (currentEmail: string) =>
      validateEmailSchema.safeParse({ currentEmail }).error?.issues[0]?.message;
    for (const taken of ['a!b@example.com', 'x@example.c0m']) expect(check(taken)).toBeUndefined();
    expect(check('x@b-.com')).toBe('Invalid Email Address');
  });

  it("passwords: counted in code points, with the screens' texts", () => {
    // Six emoji are twelve UTF-16 units but six characters, as the contract counts them.
    const pwd = '😀'.repeat(6);
    expect(accepts(validatePasswordSchema, { currentPwd: pwd })).toBe(true);
    expect(accepts(resetPasswordSchema, { pwd, pwdRepeat: pwd })).toBe(true);
    const newPwd = (value: string) =>
      updatePasswordSchema.safeParse({ currentPwd: 'old-pass', newPwd: value, newPwdRepeat: value })
        .error?.issues[0]?.message;
    expect(newPwd('😀'.repeat(5))).toBe('Invalid Email Address');
    expect(newPwd('😀'.repeat(129))).toBe('Password Too Long');
    const reset = (value: string) =>
      resetPasswordSchema.safeParse({ pwd: value, pwdRepeat: value }).error?.issues[0]?.message;
    expect(reset('')).toBe('Password Required');
    expect(reset('abc')).toBe('Password Too Short');
    expect(reset('p'.repeat(129))).toBe('Password Too Long');
  });

  it('verification code: exactly the contract length (16) of its pattern', () => {
    const token = bodyField('put', '/account/verify', 'token');
    expect([token.minLength, token.maxLength]).toEqual([16, 16]);
    const pattern = new RegExp(token.pattern!);
    for (const code of ['A'.repeat(15), 'A'.repeat(16), 'A'.repeat(17), 'ABCDEFGH-JKLMNOP']) {
      expect(accepts(verifyAccountSchema, { code })).toBe(pattern.test(code));
    }
  });
});
