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
}

/** Reads the session a request's cookies carry, or null. */
export type SessionReader = (
  headers: Headers,
) => Promise<{ user: SessionUser; session: SessionInfo } | null>;
