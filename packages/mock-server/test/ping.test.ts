import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../src/handlers/ping.ts';

describe('GET /ping', () => {
  it("reports the contract's version", () => {
    expect(API_VERSION).toBe(contract.info.version);
  });
});
