/**
 * better-auth's client answers `{ error: { status, code, message } }`; our server has already
 * reworded the message to be shown as it is.
 */
export function authErrorMessage(
  error: { message?: string | null } | null | undefined,
  fallback: string,
): string {
  return error?.message || fallback;
}
