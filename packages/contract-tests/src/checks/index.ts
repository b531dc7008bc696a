import type { Check } from './check.ts';
import { contentTypeConformance } from './content-type-conformance.ts';
import { errorCodeConformance } from './error-code-conformance.ts';
import { expectedStatus } from './expected-status.ts';
import { notAServerError } from './not-a-server-error.ts';
import { responseHeadersConformance } from './response-headers-conformance.ts';
import { responseSchemaConformance } from './response-schema-conformance.ts';
import { statusCodeConformance } from './status-code-conformance.ts';
import { statusFieldConformance } from './status-field-conformance.ts';

export type { Check } from './check.ts';

/**
 * Run on every exchange, in this order; the first failure is the one reported. The data checks,
 * over several answers, are run by the scenarios where they apply: `pagination_consistency`,
 * `created_exactly_once`, `filter_conformance`, `refused_write_unchanged`, `put_idempotence`,
 * `purchase_conservation`, `removed_everywhere` (one file each, beside these).
 */
export const CHECKS: Check[] = [
  notAServerError,
  statusCodeConformance,
  contentTypeConformance,
  responseHeadersConformance,
  responseSchemaConformance,
  statusFieldConformance,
  expectedStatus,
  errorCodeConformance,
];
