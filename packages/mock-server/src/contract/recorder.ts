import type { SetupServer } from 'msw/node';
import {
  contractValidator,
  formatViolation,
  type ContractValidator,
  type ContractViolation,
} from './validator.ts';

/**
 * Records every response the node mock server sends that breaks the contract. Reading a body is
 * asynchronous and MSW does not await its listeners, so each check is kept as a promise and
 * {@link expectNoContractViolations} waits for all of them.
 */

const checks: Promise<ContractViolation | null>[] = [];

async function checkResponse(
  validator: ContractValidator,
  request: Request,
  response: Response,
): Promise<ContractViolation | null> {
  // An injected network error (`HttpResponse.error()`) is no HTTP response at all.
  if (response.type === 'error') return null;
  const { pathname } = new URL(request.url);
  try {
    return validator.check({
      method: request.method,
      path: pathname,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.clone().text(),
    });
  } catch (error) {
    return {
      method: request.method,
      path: pathname,
      status: response.status,
      message: `could not read the body: ${String(error)}`,
    };
  }
}

/** Starts recording the mocked responses of `server` (once per server). */
export function recordContractViolations(
  server: Pick<SetupServer, 'events'>,
  validator: () => ContractValidator = contractValidator,
): void {
  server.events.on('response:mocked', ({ request, response }) => {
    checks.push(checkResponse(validator(), request, response));
  });
}

/** The violations recorded since the last call (waits for pending checks), and forgets them. */
export async function takeContractViolations(): Promise<ContractViolation[]> {
  const found: ContractViolation[] = [];
  while (checks.length > 0) {
    for (const violation of await Promise.all(checks.splice(0))) {
      if (violation) found.push(violation);
    }
  }
  return found;
}

/** Throws, listing each violation, when a response recorded since the last call broke the contract. */
export async function expectNoContractViolations(): Promise<void> {
  const found = await takeContractViolations();
  if (found.length === 0) return;
  throw new Error(
    `${found.length} mocked response(s) outside the contract (api-spec/dist/openapi.json):\n` +
      found.map((violation) => `  ${formatViolation(violation)}`).join('\n'),
  );
}
