import type { Scenario } from '../run.ts';

/** A stateful flow: its name (the report's first column) and its steps. */
export interface ScenarioDefinition {
  name: string;
  run(t: Scenario): Promise<void>;
}
