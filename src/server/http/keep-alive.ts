/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a client that
 * reuses its pooled connection at that moment gets ECONNRESET (a browser test's request after a
 * 12 s generation did, on a loaded machine). A minute outlasts a seller's pause between polls
 * and clicks, and is longer than the idle timeout of the proxies a deployment sits behind, so the
 * client (or proxy) closes first, never the server mid-reuse.
 */
import type { Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed the keep-alive timeout, or a slow request's headers could be cut at reuse.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
