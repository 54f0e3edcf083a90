/**
 * HTTP requests to addresses a user gave us (image URLs to fetch, webhook URLs to call), safe
 * against server-side request forgery: only http(s), only public addresses (public-address.ts),
 * checked on the address actually connected to (the DNS answer, so a name that resolves to
 * 127.0.0.1 is refused and cannot change between check and connect), on every redirect, with
 * a time limit over the whole exchange and a size limit on the answer read.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

export interface GuardedRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The answer's body is read up to this many bytes; one more fails the request. */
  maxResponseBytes: number;
  /** For the whole exchange, redirects included. */
  timeoutMs: number;
  /** Redirects followed (GET only); 0 answers a 3xx as it is. */
  maxRedirects?: number;
  /** Tests allow their local server; everything else uses the default. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface GuardedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  url: string;
}

/** Why a request was refused or failed; the message is safe to show to the user. */
export class GuardedRequestError extends Error {
  constructor(
    message: string,
    readonly reason: 'address' | 'scheme' | 'redirects' | 'timeout' | 'too-large' | 'network',
  ) {
    super(message);
    this.name = 'GuardedRequestError';
  }
}

const REFUSED_ADDRESS = 'The address points to a private or local network and was refused.';

/** A DNS lookup that fails when any address of the name is not allowed. */
function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || addresses.some((entry) => !isAllowed(entry.address)))
        return callback(new GuardedRequestError(REFUSED_ADDRESS, 'address'), '', 4);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** The URL if it may be requested at all: http(s), no credentials, not a private address. */
export function checkRequestUrl(
  raw: string,
  isAllowed: (address: string) => boolean = isPublicAddress,
): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GuardedRequestError('The address is not a valid URL.', 'scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GuardedRequestError('Only http and https addresses can be used.', 'scheme');
  if (url.username || url.password)
    throw new GuardedRequestError('Addresses with a user name or password are refused.', 'scheme');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowed(host)) throw new GuardedRequestError(REFUSED_ADDRESS, 'address');
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new GuardedRequestError(REFUSED_ADDRESS, 'address');
  return url;
}

function once(
  url: URL,
  request: GuardedRequest,
  isAllowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<GuardedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: { 'user-agent': 'VastraStudio/1.0', ...request.headers },
        lookup: guardedLookup(isAllowed),
        signal,
      },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > request.maxResponseBytes) {
          res.destroy();
          reject(new GuardedRequestError('The answer is too large.', 'too-large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > request.maxResponseBytes) {
            res.destroy();
            reject(new GuardedRequestError('The answer is too large.', 'too-large'));
          } else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            url: url.toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

export async function guardedRequest(request: GuardedRequest): Promise<GuardedResponse> {
  const isAllowed = request.isAllowedAddress ?? isPublicAddress;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let url = checkRequestUrl(request.url, isAllowed);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await once(url, request, isAllowed, signal);
      const location = response.headers.location;
      const isRedirect = response.status >= 300 && response.status < 400 && location;
      if (!isRedirect || (request.maxRedirects ?? 0) === 0) return response;
      if (redirects >= (request.maxRedirects ?? 0))
        throw new GuardedRequestError('The address redirected too many times.', 'redirects');
      url = checkRequestUrl(new URL(location, url).toString(), isAllowed);
    }
  } catch (error) {
    if (error instanceof GuardedRequestError) throw error;
    if (signal.aborted)
      throw new GuardedRequestError('The address took too long to answer.', 'timeout');
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof GuardedRequestError) throw cause;
    throw new GuardedRequestError('The address could not be reached.', 'network');
  }
}
