/**
 * The queries of the notification emails: the once-per-event claims, the recipient and their
 * switches, the unsubscribe write, and what a finished run's email needs to know.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../core/account.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../core/language.js';
import type { NotificationKind, NotificationSwitch } from '../../../core/notifications.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { notificationSettings, userProfile } from '../../db/schema/account.js';
import { notificationSent, runWatch } from '../../db/schema/notifications.js';
import { generationRun, runShot } from '../../db/schema/runs.js';
import { POLL_WRITE_INTERVAL_MS } from './run-watch-rule.js';

export interface Recipient {
  email: string;
  /** The first name, or the display name, for the greeting. */
  name: string;
  settings: NotificationSettings;
  /** The language emails are written in: the account's choice, else English (decision 199). */
  language: Language;
}

export interface FinishedRun {
  userId: string;
  status: string;
  createdAt: Date;
  finishedAt: Date | null;
  generated: number;
  total: number;
  backgroundName: string;
}

export interface RunWatchRow {
  openSockets: number;
  seenAt: Date | null;
  closedAt: Date | null;
  polledAt: Date | null;
}

export function createNotificationRepo(db: Database) {
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
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          firstName: userProfile.firstName,
          language: userProfile.language,
          emailNotifications: notificationSettings.emailNotifications,
          marketingUpdates: notificationSettings.marketingUpdates,
          usageAlerts: notificationSettings.usageAlerts,
        })
        .from(user)
        .leftJoin(userProfile, eq(userProfile.userId, user.id))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
        .where(eq(user.id, userId));
      if (!row) return null;
      const defaults = DEFAULT_NOTIFICATION_SETTINGS;
      return {
        email: row.email,
        name: row.firstName?.trim() || row.name,
        language: row.language ?? DEFAULT_LANGUAGE,
        settings: {
          emailNotifications: row.emailNotifications ?? defaults.emailNotifications,
          marketingUpdates: row.marketingUpdates ?? defaults.marketingUpdates,
          usageAlerts: row.usageAlerts ?? defaults.usageAlerts,
        },
      };
    },

    /** Turns one switch off (the row is made with the defaults if missing). False: no such user. */
    async turnOff(userId: string, name: NotificationSwitch): Promise<boolean> {
      const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!exists) return false;
      await db
        .insert(notificationSettings)
        .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, [name]: false })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { [name]: false } });
      return true;
    },

    async findFinishedRun(runId: string): Promise<FinishedRun | null> {
      const [run] = await db
        .select({
          userId: generationRun.userId,
          status: generationRun.status,
          createdAt: generationRun.createdAt,
          finishedAt: generationRun.finishedAt,
          total: generationRun.shotCount,
          backgroundName: generationRun.backgroundName,
        })
        .from(generationRun)
        .where(eq(generationRun.id, runId));
      if (!run) return null;
      const [shots] = await db
        .select({ generated: count() })
        .from(runShot)
        .where(and(eq(runShot.runId, runId), eq(runShot.status, 'complete')));
      return { ...run, generated: Number(shots?.generated ?? 0) };
    },

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
