/**
 * React's development build creates an Error, with its stack, for every element it makes (owner
 * stacks, for DevTools and warnings) up to 10,000 per render. In jsdom tests that was a sixth of a
 * form's CPU (register.test.tsx: 72 against 60 core-seconds). The counter held at its limit makes
 * React use its shared placeholder stack; warnings keep their text, which is what the tests read.
 */
import * as React from 'react';

const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const OWNER_STACK_LIMIT = 1e4;

if (internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => OWNER_STACK_LIMIT,
    set: () => {},
    configurable: true,
  });
}
