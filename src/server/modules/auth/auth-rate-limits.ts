/**
 * Which better-auth paths are rate limited and how hard (per client address and path, counted in
 * the database so every server process shares them). The attempts an attacker would repeat get
 * AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_S; reading the session is not limited.
 */
export function authRateLimitRules(windowSeconds: number, max: number) {
  const strict = { window: windowSeconds, max };
  return {
    '/get-session': false,
    '/sign-in/*': strict,
    '/sign-up/*': strict,
    '/request-password-reset': strict,
    '/reset-password': strict,
    '/reset-password/*': strict,
    '/send-verification-email': strict,
    '/two-factor/*': strict,
    '/change-password': strict,
    '/change-email': strict,
  } as const;
}
