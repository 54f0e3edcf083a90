/**
 * Which better-auth paths are rate limited and how hard (per client address and path, counted in
 * the database so every server process shares them). The attempts an attacker would repeat get
 * AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_S; every other path is not limited, so it
 * costs no counter row write per request (decision 110). The first matching key wins.
 */
export function authRateLimitRules(windowSeconds: number, max: number) {
  const strict = { window: windowSeconds, max };
  return {
    '/sign-in/*': strict,
    '/sign-up/*': strict,
    '/request-password-reset': strict,
    '/reset-password': strict,
    '/reset-password/*': strict,
    '/send-verification-email': strict,
    '/two-factor/*': strict,
    '/change-password': strict,
    '/change-email': strict,
    '/**': false,
  } as const;
}
