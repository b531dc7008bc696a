import type { ChildProcess } from 'node:child_process';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** Servers the kit's own tests and tools start on 127.0.0.1: a free port, a mock, a proxy. */

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Waits until the mock `child` answers /ping at `baseUrl`; false when it exits or never does. */
export async function untilServing(child: ChildProcess, baseUrl: string, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (child.exitCode === null && Date.now() < deadline) {
    const up = await fetch(`${baseUrl}/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Stops `child` and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A plain reverse proxy to `target`: every request goes on as it came (method, path, headers,
 * body), every response comes back with its status and all of its headers. Answers its base URL
 * and a `close()`.
 */
export async function startProxy(target: string) {
  const upstream = new URL(target);
  const server = createHttpServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
