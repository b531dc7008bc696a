import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../src/requests/errors.ts';

const catalogue = readFileSync(
  createRequire(import.meta.url).resolve('@endless/api-spec/components/common.yaml'),
  'utf8',
);

describe('ERROR_TEXTS', () => {
  it('equals the titles of the contract error catalogue', () => {
    const titles = Object.fromEntries(
      [...catalogue.matchAll(/- const: (\w+)\n\s+title: (.+)\n/g)].map(([, code, raw]) => {
        const title = raw!.trim();
        const quoted = title.startsWith("'") ? title.slice(1, -1).replaceAll("''", "'") : title;
        return [code, quoted.startsWith('"') ? quoted.slice(1, -1) : quoted];
      }),
    );
    expect(ERROR_TEXTS).toEqual(titles);
  });
});
