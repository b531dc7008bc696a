// TODO(app): switch to @endless/mock-server/node (real handlers + reset) once it exists.
import { setupServer } from 'msw/node';

export const mockServer = setupServer();

export function resetMockData(): void {}
