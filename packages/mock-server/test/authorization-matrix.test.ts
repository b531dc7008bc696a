import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MATRIX_SCENARIO,
  OBJECT_SCENARIO,
  PERSONAS,
  Run,
  StepFailed,
  authorizationScenarios,
  cellStep,
  createContract,
  loadContract,
  missingRows,
  mockFixtures,
  type StepResult,
} from '@endless/contract-tests/in-process';
import { startStandaloneServer, type StandaloneServer } from '../src/runtimes/standalone.ts';

/**
 * The contract kit's authorization matrix and object-level cases against this mock over real HTTP
 * (the standalone server in-process, in memory): the same requests `pnpm contract:verify` sends to
 * any backend, with every check of the kit (status, error code, response schema).
 */

const contract = loadContract();

const describeFailure = (r: StepResult) =>
  `${r.step}: got ${r.status ?? 'no response'}, expected ${r.expected} — ${r.failure?.check}: ${r.failure?.message}` +
  `${r.failure?.received ? ` (received ${r.failure.received})` : ''}\n  ${r.curl}`;

describe('authorization matrix (contract kit) against the standalone mock', () => {
  let server: StandaloneServer;
  let run: Run;
  const crashes: string[] = [];

  beforeAll(async () => {
    // The mock prints every e-mail link it "sends"; dozens of registrations here.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server = await startStandaloneServer({ port: 0, dataFile: null });
    run = new Run(contract, server.url, mockFixtures(server.url));
    for (const definition of authorizationScenarios) {
      try {
        await definition.run(run.scenario(definition.name));
      } catch (error) {
        if (!(error instanceof StepFailed)) crashes.push(`${definition.name}: ${String(error)}`);
      }
    }
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it('has a row for every operation of the contract, with a documented answer per persona', () => {
    expect(missingRows(contract)).toEqual([]);
  });

  it('names an operation the matrix has no row for', () => {
    const document = structuredClone(contract.document);
    document.paths['/main/dashboard/status'] = {
      ...document.paths['/main/dashboard/status'],
      delete: {
        operationId: 'deleteStatus',
        responses: { '200': { description: 'Deleted.' } },
      },
    };
    expect(missingRows(createContract(document))).toEqual([
      'deleteStatus (DELETE /main/dashboard/status) has no row in the authorization matrix',
    ]);
  });

  it('ran without a kit or fixture error', () => {
    expect(crashes).toEqual([]);
    const cells = new Set(
      contract.operations.flatMap((o) => PERSONAS.map((p) => cellStep(o.operationId, p))),
    );
    const setup = run.results.filter(
      (r) => r.failure && r.scenario === MATRIX_SCENARIO && !cells.has(r.step),
    );
    expect(setup.map(describeFailure)).toEqual([]);
  });

  it.each(contract.operations.map((o) => [o.operationId, o.key]))(
    '%s (%s): every persona gets its documented answer',
    (operationId) => {
      const cells = run.results.filter(
        (r) =>
          r.scenario === MATRIX_SCENARIO &&
          PERSONAS.some((persona) => r.step === cellStep(operationId, persona)),
      );
      expect(cells.filter((r) => r.failure).map(describeFailure)).toEqual([]);
      expect(cells).toHaveLength(PERSONAS.length);
    },
  );

  it('object level: another member cannot touch, read or act as the member', () => {
    const results = run.results.filter((r) => r.scenario === OBJECT_SCENARIO);
    expect(results.filter((r) => r.failure).map(describeFailure)).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
  });
});
