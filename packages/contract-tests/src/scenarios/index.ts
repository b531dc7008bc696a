import { accountScenarios } from './account.ts';
import { accountabilityScenarios } from './accountability.ts';
import { authScenarios } from './auth.ts';
import { authorizationScenarios } from './authorization.ts';
import { forumScenarios } from './forums.ts';
import { guardScenarios } from './guards.ts';
import { mainScenarios } from './main.ts';
import { marketplaceScenarios } from './marketplace.ts';
import type { ScenarioDefinition } from './scenario.ts';

export type { ScenarioDefinition } from './scenario.ts';

export const SCENARIOS: ScenarioDefinition[] = [
  ...authScenarios,
  ...accountScenarios,
  ...mainScenarios,
  ...marketplaceScenarios,
  ...accountabilityScenarios,
  ...forumScenarios,
  ...guardScenarios,
  ...authorizationScenarios,
];
