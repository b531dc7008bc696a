// The auth forms' texts (spec 01 §5, §8). Kept apart from the schemas, which load on demand: the
// forms show some of these at render time (server answers, passed checks) and must not pull zod.

// Spec 01 §5 (login form) and §8: outside the login helper's rules a username is AU1002 and a
// password AU1003, shown on the fields as 'Invalid Username' / 'Invalid Password'.
export const LOGIN_MESSAGES = {
  usernameEmpty: "Username Can't be Left Empty",
  // Server answers (AU1002, AU1003); the contract's schemas word the client-side checks.
  usernameInvalid: 'Invalid Username',
  passwordEmpty: "Password Can't be Left Empty",
  passwordInvalid: 'Invalid Password',
} as const;

// Spec 01 §5 (registration): the screen's own texts; the field rules' texts come with the contract's
// schemas (register-user.ts).
export const REGISTER_MESSAGES = {
  birthdayRequired: 'Birthday Required', // our design: the spec only highlights the parts
  birthdayInvalid: 'Birthday Is Invalid', // our design, the server's AU1022 text
  emailRequired: 'Email Address Required',
  usernameRequired: 'Username Required',
  passwordRequired: 'Password Required',
  repeatRequired: 'Please Repeat Password',
  mismatch: "Passwords don't Match",
  terms: 'Please Review and Accept the Terms of Service and Privacy Policy',
  /** The live e-mail check's text, also shown when the server refuses the address (AU1021). */
  liveEmailInvalid: 'Email Address Invalid',
  // Shown when a check passes.
  usernameFree: 'Neat Username!',
  passwordsMatch: 'Passwords Match',
  // Server answers with a fixed text (spec 01 §8).
  usernameBlacklisted: 'Username is Blacklisted',
  usernameTaken: 'Username is Already Taken',
  emailUsed: 'Email Address Already Used',
} as const;

// Spec 01 §5 (forgot password): a valid username (as the login helper accepts it) or e-mail address.
export const FORGOT_MESSAGES = {
  empty: "Can't be left Empty",
  invalid: 'Invalid Username/Email Address',
} as const;
