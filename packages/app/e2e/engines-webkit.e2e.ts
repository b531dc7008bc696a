// The core journeys (engines/core-journeys.ts) in webkit; the same journeys run in every engine.
import { describeEngineJourneys } from './engines/run-journeys';

describeEngineJourneys('webkit');
