import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import type { RunHarness } from '../support/run-harness.js';
import type { Browser } from '../support/test-browser.js';

/**
 * Opens `path` as a WebSocket on a real listening server with the browser's cookies and
 * returns the first message: the owner's control for a streaming route.
 */
export async function firstWebSocketMessage(
  h: RunHarness,
  browser: Browser,
  path: string,
): Promise<string> {
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  h.app.injectWebSocket(server);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    headers: { cookie, origin: h.env.PUBLIC_URL },
  });
  try {
    const [data] = (await Promise.race([
      once(socket, 'message'),
      once(socket, 'unexpected-response').then(([, res]) => {
        throw new Error(`upgrade refused: ${(res as { statusCode: number }).statusCode}`);
      }),
    ])) as [Buffer];
    return String(data);
  } finally {
    socket.close();
    server.close();
  }
}
