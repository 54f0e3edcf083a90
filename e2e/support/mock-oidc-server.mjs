#!/usr/bin/env node
// A stand-in for Google in the browser tests: oauth2-mock-server on 127.0.0.1:$E2E_OIDC_PORT
// (default 3190), issuer http://127.0.0.1:<port>, one RS256 key. It signs every visitor in at
// once (no login page) and gives id tokens and userinfo the claims Google sends: sub, email,
// email_verified and name.
//
// Who signs in: the browser's cookies on 127.0.0.1 when it reaches /authorize.
//   e2e_oidc_email=<address>   (optional; otherwise a fresh google-<time>-<n>@example.com)
//   e2e_oidc_name=<name>       (optional; otherwise 'Google Tester')
// The identity is tied to the authorization code, so parallel tests never see each other's.
// Runs until killed (Playwright's webServer stops it at the end of the run).
import { OAuth2Server } from 'oauth2-mock-server';

const host = '127.0.0.1';
const port = Number(process.env.E2E_OIDC_PORT ?? 3190);

/** @type {Map<string, {sub: string, email: string, email_verified: true, name: string}>} */
const byCode = new Map();
let counter = 0;

function readCookies(header) {
  const cookies = new Map();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}

function identityFor(req) {
  const cookies = readCookies(req.headers.cookie);
  counter += 1;
  const email = cookies.get('e2e_oidc_email') || `google-${Date.now()}-${counter}@example.com`;
  const name = cookies.get('e2e_oidc_name') || 'Google Tester';
  return { sub: `google-${email}`, email, email_verified: true, name };
}

/** The payload of a JWT, read without checking it (the bearer token is our own). */
function jwtPayload(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.issuer.url = `http://${host}:${port}`;

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const code = redirect.url.searchParams.get('code');
  if (code) byCode.set(code, identityFor(req));
});

// Runs for the access token and the id token of a token request: both carry the person.
server.service.on('beforeTokenSigning', (token, req) => {
  const code = req.body?.code;
  const person = typeof code === 'string' ? byCode.get(code) : undefined;
  if (person) Object.assign(token.payload, person);
});

server.service.on('beforeUserinfo', (response, req) => {
  const bearer = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  const { sub, email, email_verified, name } = jwtPayload(bearer);
  if (email) Object.assign(response.body, { sub, email, email_verified, name });
});

await server.start(port, host);
console.log(`mock OIDC provider on ${server.issuer.url}`);

const stop = async () => {
  await server.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
