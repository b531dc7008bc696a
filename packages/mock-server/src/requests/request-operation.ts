/**
 * The operation a handler answers, by its request (`METHOD /path/template`), set by `http`
 * (typed-http.ts) before the handler runs and read when the handler judges the request
 * (request-rules.ts). A module of its own: `http` is on the in-browser mock's first screen, the
 * request schemas are not.
 */
const operations = new WeakMap<Request, string>();

export function markOperation(request: Request, method: string, template: string): void {
  operations.set(request, `${method.toUpperCase()} ${template}`);
}

export function operationOf(request: Request): string | undefined {
  return operations.get(request);
}
