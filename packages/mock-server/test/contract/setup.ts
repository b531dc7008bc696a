import { afterEach } from 'vitest';
import { expectNoContractViolations } from '../../src/contract/recorder.ts';

// Runs before every test file of the package (vitest.config.ts `setupFiles`), so a new file cannot
// forget it: a test whose mocked responses broke the contract fails, naming each response.
afterEach(() => expectNoContractViolations());
