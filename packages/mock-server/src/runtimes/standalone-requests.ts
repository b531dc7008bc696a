import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpResponse } from 'msw';
import { matchesAny, takeFaultFor, waitLatency } from '../controls/index.ts';
import { runScheduledJobs } from '../domain/scheduled-jobs.ts';
import { apiHandlers } from '../handlers/index.ts';
import { corsHeaders } from '../http/cors.ts';
import { answerText } from '../http/json-answers.ts';
import { IncomingRequest } from '../http/node-request.ts';
import type { RouteIndex } from '../http/route-index.ts';
import type { OnRequest } from '../http/server.ts';
import { errorCodeBody } from '../requests/errors.ts';
import type { TransactionLock } from '../storage/transaction-lock.ts';

/** What the standalone server answers requests with. */
export interface Answering {
  /** Every handler the server answers with, indexed. */
  routes: RouteIndex;
  /** One request at a time through the handlers. */
  lock: TransactionLock;
  /** Resolves once every change made so far is on disk. */
  durable: () => Promise<void>;
}

/** An answer taken inside the lock; `body` is null for an injected network error. */
type Answer = { response: Response; body: Buffer | null } | 'timeout';

const noLock: TransactionLock = () => Promise.resolve(() => undefined);

/** Content-host pictures and models (`GET /resources/*`) read the database only; they skip the lock. */
function skipsLock(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.url ?? '').startsWith('/resources/');
}

/**
 * How the standalone server answers a request: CORS preflights at once; then the latency (outside
 * the lock, so slow answers overlap as they would for real), the answer inside the lock, and the
 * wait for the disk before anything is sent. A request that fails answers 500 EX5000.
 */
export function answerRequests(answering: Answering): OnRequest {
  return (req, res, origin) => {
    answerRequest(answering, req, res, origin).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorCodeBody(500, 'EX5000')));
    });
  };
}

async function answerRequest(
  { routes, lock, durable }: Answering,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const request: Request = await IncomingRequest.from(req, origin);
  const isApi = matchesAny(request, apiHandlers);
  if (isApi) await waitLatency();
  const answer = await answerInTransaction(request, isApi, routes, skipsLock(req) ? noLock : lock);
  // A timeout fault: the request stays unanswered (outside the lock) until the client gives up.
  if (answer === 'timeout') return;
  // Nothing is answered (this write, or a read of another request's write) before it is on disk.
  await durable();
  // The injected network error: drop the connection without an answer.
  if (answer.body === null) {
    req.socket.destroy();
    return;
  }
  res.writeHead(answer.response.status, {
    ...Object.fromEntries(answer.response.headers),
    ...cors,
  });
  res.end(answer.body);
}

/** The scheduled jobs, then a pending fault or the handlers' answer (404 when none answers). */
async function answerInTransaction(
  request: Request,
  isApi: boolean,
  routes: RouteIndex,
  lock: TransactionLock,
): Promise<Answer> {
  const release = await lock();
  try {
    runScheduledJobs();
    const response =
      (isApi ? takeFaultFor(request) : undefined) ??
      (await routes.respond(request)) ??
      HttpResponse.json(
        { status: 404, error: 'No such operation in the contract' },
        { status: 404 },
      );
    if (response === 'timeout') return response;
    if (response.type === 'error') return { response, body: null };
    const text = answerText(response);
    const body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
    return { response, body };
  } finally {
    release();
  }
}
