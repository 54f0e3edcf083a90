/**
 * A tiny HTTP server on 127.0.0.1 (port 0) for faking vendor APIs at their wire: it records
 * every request, answers through a handler the vendor fake provides, and notes each request
 * whose client closed the connection before it was answered (an aborted request).
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived whole (Date.now()). */
  at: number;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests whose client closed the connection before they were answered, in that order. */
  abandoned: RecordedRequest[];
  /**
   * Resolves once the client has closed `request`'s connection unanswered: waits for that
   * event, not for a clock (a request never given up leaves the test to its own timeout).
   */
  untilAbandoned(request: RecordedRequest): Promise<void>;
  close(): Promise<void>;
}

/** On `port`, or any free one (0). */
export async function startFakeServer(handler: Handler, port = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const abandoned: RecordedRequest[] = [];
  const waiters = new Map<RecordedRequest, () => void>();
  const noteAbandoned = (request: RecordedRequest) => {
    abandoned.push(request);
    waiters.get(request)?.();
    waiters.delete(request);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(recorded);
      // Closed before end(): the client gave up on the answer (an abort, a timeout); it may
      // have done so before the request's end was read.
      const onClose = () => {
        if (!res.writableEnded) noteAbandoned(recorded);
      };
      if (req.socket.destroyed) onClose();
      else res.on('close', onClose);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    abandoned,
    untilAbandoned: (request) =>
      abandoned.includes(request)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.set(request, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** A request that never gets an answer (until the server closes): for timeouts and aborts. */
export function hang(res: ServerResponse): void {
  res.on('close', () => undefined);
}
