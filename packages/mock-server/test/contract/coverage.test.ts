import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../src/domain/clock.ts';
import { resetMockDb, startMockServer, stopMockServer } from '../../src/runtimes/node.ts';
import { access, operations, personaFor, send, signIn } from './support.ts';

/**
 * Every operation of the contract has a handler: a minimal request (no body, no query, signed in
 * where the operation is protected) is answered by a handler rather than left unhandled by MSW.
 * Its response is checked against the contract like every other (test/contract/setup.ts).
 */
describe('coverage of the contract', () => {
  beforeAll(async () => {
    clock.setNow(Date.UTC(2025, 5, 1, 12));
    await startMockServer();
  });
  afterAll(async () => {
    await stopMockServer();
    clock.useRealTime();
  });

  it('has a handler for each of the 80 operations', async () => {
    expect(operations).toHaveLength(80);
    await resetMockDb();
    const tokens = new Map<string, string>();
    const missing: string[] = [];
    for (const operation of operations) {
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      const persona = personaFor(operation);
      let token: string | undefined;
      if (access(operation) !== 'public') {
        token = tokens.get(persona) ?? (await signIn(persona));
        tokens.set(persona, token);
      }
      const { handled, status, body } = await send(operation.method, operation.path, {
        ...(token ? { token } : {}),
      });
      // No catch-all exists in Node, but a bare 404 without an error code would be one.
      const bare404 = status === 404 && !(body as { error_code?: string }).error_code;
      if (!handled || bare404) missing.push(label);
    }
    const covered = operations.length - missing.length;
    console.log(
      `coverage = ${((covered / operations.length) * 100).toFixed(1)}% (${covered}/${operations.length} operations have a handler)`,
    );
    expect(missing).toEqual([]);
    // 80 requests and a reseed: generous for a loaded machine.
  }, 30_000);
});
