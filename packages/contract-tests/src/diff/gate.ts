import { apiDiff, type Diff } from 'api-smart-diff';

/**
 * The breaking-change gate: api-smart-diff classifies every difference between the released
 * contract and the current one by its OpenAPI 3.x rules (`breaking`, `non-breaking`,
 * `annotation`, …) from the point of view of a client already shipped. A breaking change passes
 * only when the major version of `info.version` is raised (then the snapshot is refreshed on release).
 * Chosen over oasdiff (a Go binary) and Optic (heavy): plain JS, OpenAPI 3.1, offline.
 */

export interface OpenApi {
  info: { version: string };
}

export interface GateResult {
  releasedVersion: string;
  currentVersion: string;
  majorRaised: boolean;
  breaking: Diff[];
  other: Diff[];
  ok: boolean;
}

const major = (version: string) => Number(version.split('.')[0]);

/** The fields of the contract's error bodies that carry an `ErrorCode`. */
const ERROR_CODE_FIELDS = new Set(['error_code', 'response_error', 'code']);

/**
 * Our one rule on top of api-smart-diff's: the error codes a response may carry are a catalogue
 * that grows. Clients show a code they do not know as `[code] text` (the contract's conventions;
 * the client reads codes as sent), so a new code breaks no shipped client. Removing or renaming
 * anything else stays breaking.
 */
export function isNewErrorCode(diff: Diff): boolean {
  const path = (diff.path ?? []).map(String);
  const list = path.at(-2);
  return (
    diff.action === 'add' &&
    path.includes('responses') &&
    (list === 'oneOf' || list === 'enum') &&
    ERROR_CODE_FIELDS.has(path.at(-3) ?? '')
  );
}

export function checkContract(released: OpenApi, current: OpenApi): GateResult {
  const diffs = apiDiff(released, current) as Diff[];
  const breaking = diffs.filter((diff) => diff.type === 'breaking' && !isNewErrorCode(diff));
  const majorRaised = major(current.info.version) > major(released.info.version);
  return {
    releasedVersion: released.info.version,
    currentVersion: current.info.version,
    majorRaised,
    breaking,
    other: diffs.filter((diff) => !breaking.includes(diff)),
    ok: breaking.length === 0 || majorRaised,
  };
}

export const describeDiff = (diff: Diff) =>
  `${diff.type} ${diff.action} ${(diff.path ?? []).map(String).join(' › ')}`;
