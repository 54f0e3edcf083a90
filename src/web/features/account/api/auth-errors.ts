import { saidByAuth } from '@/i18n/server-message';

/** The server's message for a failed auth call, in the page's language; else `fallback`. */
export function authErrorMessage(
  error: { message?: string | null } | null | undefined,
  fallback: string,
): string {
  return saidByAuth(error) ?? (error?.message || fallback);
}
