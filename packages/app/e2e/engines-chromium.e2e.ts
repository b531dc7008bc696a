// The core journeys (engines/core-journeys.ts) in chromium; the same journeys run in every engine.
import { describeEngineJourneys } from './engines/run-journeys';

describeEngineJourneys('chromium');
