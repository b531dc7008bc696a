/** The cookies holding the token pair (spec 01 §4): the app's token store and the pages' head script. */
export const TOKEN_COOKIES = {
  accessToken: 'endless_at',
  refreshToken: 'endless_rt',
} as const;
