import { apiDiff, type Diff } from 'api-smart-diff';

/**
 * The breaking-change gate: api-smart-diff classifies every difference between the released
 * contract and the current one by its OpenAPI 3.x rules (`breaking`, `non-breaking`,
 * `annotation`, …) from the point of view of a client already shipped. A breaking change passes
 * only when the major version of `info.version` is raised (then the snapshot is refreshed on release).
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

export function checkContract(released: OpenApi, current: OpenApi): GateResult {
  const diffs = apiDiff(released, current) as Diff[];
  const breaking = diffs.filter((diff) => diff.type === 'breaking');
  const majorRaised = major(current.info.version) > major(released.info.version);
  return {
    releasedVersion: released.info.version,
    currentVersion: current.info.version,
    majorRaised,
    breaking,
    other: diffs.filter((diff) => diff.type !== 'breaking'),
    ok: breaking.length === 0 || majorRaised,
  };
}

export const describeDiff = (diff: Diff) =>
  `${diff.type} ${diff.action} ${(diff.path ?? []).map(String).join(' › ')}`;
