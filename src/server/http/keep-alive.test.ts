import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from './keep-alive.js';

let server: Server | undefined;
afterEach(() => server?.close());

describe('keep-alive', () => {
  it('keeps an idle connection for a minute and answers with that keep-alive', async () => {
    server = createServer((_req, res) => res.end('ok'));
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const req = request({ port, host: '127.0.0.1', headers: { connection: 'keep-alive' } });
    req.end();
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    res.resume();
    expect(res.headers['keep-alive']).toBe('timeout=65');
    res.socket.destroy();
  });
});
