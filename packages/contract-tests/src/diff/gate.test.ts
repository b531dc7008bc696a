/* eslint-disable @typescript-eslint/no-explicit-any -- the cases edit the contract's JSON freely */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkContract, type OpenApi } from './gate.ts';

// The released snapshot itself, edited one way per case.
const released = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@endless/api-spec/released/openapi-3.0.0.json'),
    'utf8',
  ),
) as OpenApi & Record<string, any>;

function edited(edit: (spec: Record<string, any>) => void): OpenApi {
  const copy = structuredClone(released);
  edit(copy);
  return copy;
}

const schemas = (spec: Record<string, any>) => spec.components.schemas;

const BREAKING: [string, (spec: Record<string, any>) => void][] = [
  ['an operation removed', (s) => delete s.paths['/ping'].get],
  [
    'a response field removed',
    (s) => {
      delete schemas(s).SyncResponse.properties.nodes;
      schemas(s).SyncResponse.required = schemas(s).SyncResponse.required.filter(
        (n: string) => n !== 'nodes',
      );
    },
  ],
  ['a field type changed', (s) => (schemas(s).SyncResponse.properties.nodes = { type: 'string' })],
  [
    'a new required request property',
    (s) => {
      schemas(s).PurchaseRequest.properties.quantity = { type: 'integer' };
      schemas(s).PurchaseRequest.required = [...schemas(s).PurchaseRequest.required, 'quantity'];
    },
  ],
  ['a request enum narrowed', (s) => (schemas(s).ReportSubject.enum = [1, 2, 3])],
  [
    'a response enum widened beyond the error codes',
    (s) => (schemas(s).SyncResponse.properties.theme = { type: 'integer', enum: [0, 1, 2, 3] }),
  ],
  [
    'an optional query parameter made required',
    (s) => {
      const page = s.paths['/marketplace/data/search'].get.parameters.find(
        (p: { name: string }) => p.name === 'page',
      );
      page.required = true;
    },
  ],
  ['a request limit tightened', (s) => (schemas(s).About.maxLength = 100)],
  [
    'a documented response removed',
    (s) => delete s.paths['/marketplace/purchase'].post.responses['402'],
  ],
];

const ADDITIVE: [string, (spec: Record<string, any>) => void][] = [
  [
    'a new operation',
    (s) =>
      (s.paths['/ping/deep'] = {
        get: {
          operationId: 'deepPing',
          security: [],
          responses: { '200': { description: 'Up.' } },
        },
      }),
  ],
  [
    'a new optional response field',
    (s) => (schemas(s).SyncResponse.properties.motto = { type: 'string' }),
  ],
  [
    'a new optional request property',
    (s) => (schemas(s).PurchaseRequest.properties.note = { type: 'string' }),
  ],
  ['a description changed', (s) => (s.paths['/ping'].get.description = 'Health check, reworded.')],
  [
    'a new error code in the catalogue (clients show unknown codes as "[code] text")',
    (s) => schemas(s).ErrorCode.oneOf.push({ const: 'ZZ9999', title: 'A New Refusal' }),
  ],
];

describe('the breaking-change gate (api-smart-diff)', () => {
  it('passes the released contract against itself', () => {
    expect(checkContract(released, released).ok).toBe(true);
  });

  it.each(BREAKING)('fails on %s', (_name, edit) => {
    const result = checkContract(released, edited(edit));
    expect(result.breaking.length).toBeGreaterThan(0);
    expect(result.ok).toBe(false);
  });

  it.each(ADDITIVE)('passes %s', (_name, edit) => {
    const result = checkContract(released, edited(edit));
    expect(result.breaking).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('lets a breaking change through when the major version is raised', () => {
    const next = edited((s) => {
      delete s.paths['/ping'].get;
      s.info.version = '4.0.0';
    });
    const result = checkContract(released, next);
    expect(result.breaking.length).toBeGreaterThan(0);
    expect([result.majorRaised, result.ok]).toEqual([true, true]);
  });

  it('does not let a minor version raise excuse a breaking change', () => {
    const next = edited((s) => {
      delete s.paths['/ping'].get;
      s.info.version = '3.1.0';
    });
    expect(checkContract(released, next).ok).toBe(false);
  });
});
