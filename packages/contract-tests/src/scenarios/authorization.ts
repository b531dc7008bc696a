import { MATRIX, PERSONAS, missingRows, parseCell, type Persona } from '../authorization/matrix.ts';
import { StepFailed, type OperationKey } from '../run.ts';
import {
  oneTimeTokensStayBound,
  readsAnswerTheCaller,
  writeMembersProfile,
  writesAsTheMemberRefused,
} from './authorization-account-objects.ts';
import {
  forumPostsStayTheMembers,
  friendRequestsStayTheMembers,
  outfitStaysTheOwners,
  readThread,
} from './authorization-content-objects.ts';
import { makeWorld } from './authorization-world.ts';
import type { ScenarioDefinition } from './scenario.ts';

/**
 * Spec 01 §6 and 03 §6 (roles and permissions) as two scenarios: the matrix (every operation ×
 * every persona, rows in `authorization/matrix.ts`) and the object-level cases (another member
 * cannot change or read what is the member's, nor act as the member by naming the member's id),
 * whose steps are in authorization-account-objects.ts and authorization-content-objects.ts.
 */

export const MATRIX_SCENARIO = 'authorization: operation × persona matrix';
export const OBJECT_SCENARIO = 'authorization: object level';

/** Step names of the matrix: `<operationId> as <persona>`, so a report row names its cell. */
export const cellStep = (operationId: string, persona: Persona) => `${operationId} as ${persona}`;

/** The matrix: each operation of the contract, each persona, in the contract's order. */
const matrixScenario: ScenarioDefinition = {
  name: MATRIX_SCENARIO,
  async run(t) {
    const missing = missingRows(t.run.contract);
    t.assert(
      'authorization_matrix_complete',
      'every operation has a row with a documented answer for every persona',
      missing.length === 0,
      'no gaps',
      missing,
    );
    const world = await makeWorld(t);
    await t.each(t.run.contract.operations, async (operation) => {
      const row = MATRIX[operation.operationId]!;
      await t.each(PERSONAS, async (persona) => {
        const { status, code } = parseCell(row.cells[persona]);
        const step = cellStep(operation.operationId, persona);
        let request;
        try {
          request = await row.request?.(world, persona);
        } catch (error) {
          if (error instanceof StepFailed) throw error;
          throw new Error(`${step}: preparing the request failed: ${String(error)}`);
        }
        await t.call(operation.key as OperationKey, {
          step,
          token: request?.token !== undefined ? request.token : world.token(persona),
          query: request?.query,
          body: request?.body,
          expect: status,
          ...(code ? { code } : {}),
        });
      });
    });
  },
};

/**
 * Object level: `other` tries every way the contract leaves to touch what is `member`'s — the
 * member's id in a query or body it does not take (the contract has no path parameters; every
 * request body is `additionalProperties: false`), the member's threads, replies, comments,
 * signature, outfit items and friend requests — and the member's data stays as it was. The
 * contract offers no way to edit or delete a status at all (only to report one).
 */
const objectScenario: ScenarioDefinition = {
  name: OBJECT_SCENARIO,
  async run(t) {
    const world = await makeWorld(t);
    await writeMembersProfile(world);
    const before = await readThread(t, world.objects.threadId, "the member's thread, before");
    await readsAnswerTheCaller(world);
    await writesAsTheMemberRefused(world);
    await oneTimeTokensStayBound(world);
    await forumPostsStayTheMembers(world, before);
    await friendRequestsStayTheMembers(world);
    await outfitStaysTheOwners(world);
  },
};

export const authorizationScenarios: ScenarioDefinition[] = [matrixScenario, objectScenario];
