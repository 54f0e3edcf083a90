/**
 * Whether this page was built for a signed-in seller: the dashboard's HTML (decision 213) is
 * sent only to a browser that carries a session cookie, and says so on its root. Its first
 * render draws the studio while the session is still being restored, as the build did, instead
 * of a spinner; the session's answer then fills in the seller or turns to the sign-in prompt.
 */
let expectedInBuild = false;

/** The build's renderer draws the signed-in dashboard with this set (prerender/render-page.tsx). */
export function setSessionExpectedInBuild(expected: boolean): void {
  expectedInBuild = expected;
}

export const SESSION_EXPECTED_ATTRIBUTE = 'data-session';

export function sessionExpected(): boolean {
  if (typeof document === 'undefined') return expectedInBuild;
  return document.getElementById('root')?.getAttribute(SESSION_EXPECTED_ATTRIBUTE) === 'expected';
}
