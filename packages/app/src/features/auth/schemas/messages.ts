// The auth forms' texts (spec 01 §5, §8). Kept apart from the schemas, which load on demand: the
// forms show some of these at render time (server answers, passed checks) and must not pull zod.

// Spec 01 §5 (login form) and §8: outside the login helper's rules a username is AU1002 and a
// password AU1003, shown on the fields as 'Invalid Username' / 'Invalid Password'.
export const LOGIN_MESSAGES = {
  usernameEmpty: "Username Can't be Left Empty",
  usernameShort: 'Username is Too Short',
  usernameInvalid: 'Invalid Username',
  passwordEmpty: "Password Can't be Left Empty",
  passwordShort: 'Password is Too Short',
  passwordInvalid: 'Invalid Password',
} as const;

// Spec 01 §5 (registration). Three rules read differently in the live check (500 ms after typing
// stops) and on submit; the rest are worded the same.
export const REGISTER_MESSAGES = {
  birthdayRequired: 'Birthday Required', // our design: the spec only highlights the parts
  birthdayInvalid: 'Birthday Is Invalid', // our design, the server's AU1022 text
  emailRequired: 'Email Address Required',
  usernameRequired: 'Username Required',
  usernameShort: 'Username Too Short',
  usernameLong: 'Username Too Long',
  passwordRequired: 'Password Required',
  passwordLong: 'Password Too Long', // our design: the contract's 128 limit
  repeatRequired: 'Please Repeat Password',
  mismatch: "Passwords don't Match",
  terms: 'Please Review and Accept the Terms of Service and Privacy Policy',
  live: {
    emailInvalid: 'Email Address Invalid',
    usernameInvalid: 'Username Is Invalid',
    passwordShort: 'Password Too Short',
  },
  submit: {
    emailInvalid: 'Invalid Email Address',
    usernameInvalid: 'Invalid Username',
    passwordShort: 'Password Is Too Short',
  },
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
