import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client address from; set only by the server itself. */
export const CLIENT_IP_HEADER = 'x-vastra-client-ip';

/**
 * The client's address: the first X-Forwarded-For entry behind a trusted proxy, otherwise the
 * socket's remote address (unknown for in-process test requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The request with CLIENT_IP_HEADER replaced by the address the server saw. */
export function withClientAddress(request: Request, address: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
