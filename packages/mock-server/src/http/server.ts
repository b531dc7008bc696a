import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type OnRequest = (req: IncomingMessage, res: ServerResponse, origin: string) => void;

export interface Listening {
  url: string;
  port: number;
  /**
   * Stops taking connections and closes the idle ones; requests in flight get their answer once
   * `drained` settles (the disk has their changes), then the remaining connections are cut.
   */
  close(drained: () => Promise<void>): Promise<void>;
}

/** A node:http server on `host:port` (port 0: a free one) passing each request to `onRequest`. */
export async function listen(host: string, port: number, onRequest: OnRequest): Promise<Listening> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${bound}`;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => onRequest(req, res, url));
  return {
    url,
    port: bound,
    close: (drained) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        void drained().then(() => server.closeAllConnections());
      }),
  };
}
