/**
 * The queries of the notification emails: the once-per-event claims and the run watch (this
 * module's tables), and, asked of the modules that own them, the recipient and their switches,
 * the unsubscribe write, and what a finished run's email needs to know.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../core/account.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/language.js';
import type { NotificationKind, NotificationSwitch } from '../../../core/notifications.js';
import type { Database } from '../../db/client.js';
import { notificationSent, runWatch } from '../../db/schema/notifications.js';
import { createAccountReads } from '../account/account-reads.js';
import { createAuthUsers } from '../auth/auth-users.js';
import { createRunReads, type RunEnding } from '../runs/run-reads.js';
import { POLL_WRITE_INTERVAL_MS } from './run-watch-rule.js';

export interface Recipient {
  email: string;
  /** The first name, or the display name, for the greeting. */
  name: string;
  settings: NotificationSettings;
  /** The language emails are written in: the account's choice, else English (decision 199). */
  language: Language;
}

/** A finished run as its email tells it: the runs module's answer (run-reads.ts). */
export type FinishedRun = RunEnding;

export interface RunWatchRow {
  openSockets: number;
  seenAt: Date | null;
  closedAt: Date | null;
  polledAt: Date | null;
}

export function createNotificationRepo(db: Database) {
  // The recipient's account, profile and switches, and the run an email tells of, are the auth,
  // account and runs modules' rows: asked of them (decision 272).
  const users = createAuthUsers(db);
  const account = createAccountReads(db);
  const runs = createRunReads(db);
  return {
    /**
     * Takes the right to send one email for one event: true for the first caller only, however
     * many processes or retries ask at once (the primary key decides).
     */
    async claim(userId: string, kind: NotificationKind, eventKey: string): Promise<boolean> {
      const rows = await db
        .insert(notificationSent)
        .values({ userId, kind, eventKey })
        .onConflictDoNothing()
        .returning({ userId: notificationSent.userId });
      return rows.length > 0;
    },

    /** Gives a claim back after the mail provider refused the email, so a retry can send it. */
    async release(userId: string, kind: NotificationKind, eventKey: string): Promise<void> {
      await db
        .delete(notificationSent)
        .where(
          and(
            eq(notificationSent.userId, userId),
            eq(notificationSent.kind, kind),
            eq(notificationSent.eventKey, eventKey),
          ),
        );
    },

    async findRecipient(userId: string): Promise<Recipient | null> {
      const found = await users.find(userId);
      if (!found) return null;
      const [profile, settings] = await Promise.all([
        account.profileOf(userId),
        account.notificationSettingsOf(userId),
      ]);
      return {
        email: found.email,
        name: profile?.firstName.trim() || found.name,
        language: profile?.language ?? DEFAULT_LANGUAGE,
        settings: settings ?? { ...DEFAULT_NOTIFICATION_SETTINGS },
      };
    },

    /** Turns one switch off (the row is made with the defaults if missing). False: no such user. */
    async turnOff(userId: string, name: NotificationSwitch): Promise<boolean> {
      if (!(await users.find(userId))) return false;
      await account.turnOff(userId, name);
      return true;
    },

    findFinishedRun: (runId: string): Promise<FinishedRun | null> => runs.ending(runId),

    async findRunWatch(runId: string): Promise<RunWatchRow | null> {
      const [row] = await db
        .select({
          openSockets: runWatch.openSockets,
          seenAt: runWatch.seenAt,
          closedAt: runWatch.closedAt,
          polledAt: runWatch.polledAt,
        })
        .from(runWatch)
        .where(eq(runWatch.runId, runId));
      return row ?? null;
    },

    /** A browser opened the run's live socket. */
    async socketOpened(runId: string, at: Date): Promise<void> {
      await db
        .insert(runWatch)
        .values({ runId, openSockets: 1, seenAt: at })
        .onConflictDoUpdate({
          target: runWatch.runId,
          set: { openSockets: sql`${runWatch.openSockets} + 1`, seenAt: at },
        });
    },

    /** An open socket is still there (its heartbeat). */
    async socketAlive(runId: string, at: Date): Promise<void> {
      await db.update(runWatch).set({ seenAt: at }).where(eq(runWatch.runId, runId));
    },

    async socketClosed(runId: string, at: Date): Promise<void> {
      await db
        .update(runWatch)
        .set({
          openSockets: sql`greatest(${runWatch.openSockets} - 1, 0)`,
          seenAt: at,
          closedAt: at,
        })
        .where(eq(runWatch.runId, runId));
    },

    /** The page read the run over HTTP (its polling fallback); written at most every 5 s. */
    async polled(runId: string, at: Date): Promise<void> {
      const staleBefore = new Date(at.getTime() - POLL_WRITE_INTERVAL_MS);
      await db
        .insert(runWatch)
        .values({ runId, polledAt: at })
        .onConflictDoUpdate({
          target: runWatch.runId,
          set: { polledAt: at },
          setWhere: sql`${runWatch.polledAt} is null or ${runWatch.polledAt} < ${staleBefore.toISOString()}::timestamptz`,
        });
    },
  };
}

export type NotificationRepo = ReturnType<typeof createNotificationRepo>;
