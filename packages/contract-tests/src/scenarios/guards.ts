import type { OperationKey } from '../run.ts';
import { sampleBody, sampleQuery, malformedRequest } from '../sample.ts';
import { logIn } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/**
 * Guards every operation has, generated from the contract: no session, a stale token (its session
 * logged out), a restricted account (403 AC1020) and a malformed request (400). Each operation is
 * one step; a failure in one does not stop the others.
 */

export const guardScenarios: ScenarioDefinition[] = [
  {
    name: 'guards: no session and stale token',
    async run(t) {
      const stale = await logIn(t, t.run.fixtures.accounts.member);
      await t.call('DELETE /OAuth2/authorize', {
        step: 'log out (the token goes stale)',
        body: { accessToken: stale.access_token, refreshToken: stale.refresh_token },
      });
      await t.each(t.run.contract.operations, async (operation) => {
        if (operation.auth === 'none' || !operation.responses.has(401)) return;
        const request = { query: sampleQuery(operation), body: sampleBody(operation) };
        if (operation.auth === 'required') {
          await t.call(operation.key as OperationKey, {
            ...request,
            step: `${operation.operationId} without a session`,
            expect: 401,
            code: 'AU1001',
          });
        }
        await t.call(operation.key as OperationKey, {
          ...request,
          token: stale.access_token,
          step: `${operation.operationId} with a stale token`,
          expect: 401,
          code: 'AU1001',
        });
      });
    },
  },
  {
    name: 'guards: restricted account',
    async run(t) {
      const { access_token: token } = await logIn(t, t.run.fixtures.accounts.terminated);
      await t.each(t.run.contract.operations, async (operation) => {
        if (!t.run.contract.documentedCodes(operation, 403).includes('AC1020')) return;
        await t.call(operation.key as OperationKey, {
          query: sampleQuery(operation),
          body: sampleBody(operation),
          token,
          step: `${operation.operationId} as a restricted account`,
          expect: 403,
          code: 'AC1020',
        });
      });
    },
  },
  {
    name: 'guards: malformed request',
    async run(t) {
      // Staff, so staff-only operations get past their role check to the body.
      const { access_token: token } = await logIn(t, t.run.fixtures.accounts.staff);
      await t.each(t.run.contract.operations, async (operation) => {
        const malformed = malformedRequest(operation);
        if (!operation.responses.has(400) || !malformed) return;
        await t.call(operation.key as OperationKey, {
          ...malformed,
          token: operation.auth === 'none' ? null : token,
          step: `${operation.operationId} malformed`,
          expect: 400,
        });
      });
    },
  },
];
