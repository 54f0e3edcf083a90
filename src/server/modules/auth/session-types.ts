/** The signed-in user and session as the rest of the API sees them (from better-auth). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  twoFactorEnabled?: boolean | null;
  createdAt: Date;
}

export interface SessionInfo {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface SessionRead {
  user: SessionUser;
  session: SessionInfo;
  /** Set-Cookie lines for the answer: a renewed or dropped session cookie cache (decision 110). */
  setCookies?: string[];
}

/**
 * Reads the session a request's cookies carry, or null. `fresh` asks the database even when a
 * signed cache cookie is still valid (state changes: a revoked session is refused at once).
 */
export type SessionReader = (
  headers: Headers,
  options?: { fresh?: boolean },
) => Promise<SessionRead | null>;
