// The auth forms' texts (spec 01 §5, §8). Kept apart from the schemas, which load on demand: the
// forms show some of these at render time (server answers, passed checks) and must not pull zod.

// Spec 01 §5 (login form). The server's answers (AU1002, AU1003) show their contract texts
// (`errorTexts`); the contract's schemas word the client-side checks.
export const LOGIN_MESSAGES = {
  usernameEmpty: "Username Can't be Left Empty",
  passwordEmpty: "Password Can't be Left Empty",
} as const;

// Spec 01 §5 (registration): the screen's own texts; the field rules' texts come with the contract's
// schemas (register-user.ts).
export const REGISTER_MESSAGES = {
  birthdayRequired: 'Birthday Required', // our design: the spec only highlights the parts
  emailRequired: 'Email Address Required',
  usernameRequired: 'Username Required',
  passwordRequired: 'Password Required',
  repeatRequired: 'Please Repeat Password',
  mismatch: "Passwords don't Match",
  terms: 'Please Review and Accept the Terms of Service and Privacy Policy',
  // Shown when a check passes.
  usernameFree: 'Neat Username!',
  passwordsMatch: 'Passwords Match',
} as const;

// Spec 01 §5 (forgot password): a valid username (as the login helper accepts it) or e-mail address.
export const FORGOT_MESSAGES = {
  empty: "Can't be left Empty",
  invalid: 'Invalid Username/Email Address',
} as const;
