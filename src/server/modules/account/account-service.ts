/** The rules of the account settings: profile, notification switches, data export, deletion. */
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  FRESH_SIGN_IN_MINUTES,
  type NotificationSettings,
  type ProfileView,
  type UpdateProfileAnswer,
  type UpdateProfileInput,
} from '../../../core/account.js';
import { AppError, issueOf, notFound } from '../../lib/errors.js';
import type { AccountDeletionHook } from './account-deletion.js';
import type { AccountRecord, AccountRepo } from './account-repo.js';
import type { ExportSection } from './data-export.js';
import { keyed, type KeyedMessage } from '../../../core/server-messages.js';

export const AVATAR_ROUTE = '/api/account/avatar';

/** First and last name from a single display name (Google accounts, or before the first save). */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

const invalidField = (path: string, message: KeyedMessage) =>
  new AppError('VALIDATION_FAILED', message, { issues: [issueOf(path, message)] });

function toProfileView(record: AccountRecord): ProfileView {
  // Email sign-up stores the email's local part as the display name (auth needs one); that is
  // not a first name the seller gave, so the form starts empty instead (issue #30).
  const given = record.name.trim() === record.email.split('@')[0] ? '' : record.name;
  const names = record.profile ?? {
    ...splitName(given),
    company: '',
    avatarUpdatedAt: null,
    language: null,
  };
  const avatarAt = record.profile?.avatarUpdatedAt ?? null;
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    company: names.company,
    email: record.email,
    emailVerified: record.emailVerified,
    avatarUrl: avatarAt ? `${AVATAR_ROUTE}?v=${avatarAt.getTime()}` : null,
    twoFactorEnabled: record.twoFactorEnabled,
    hasPassword: record.hasPassword,
    createdAt: record.createdAt.toISOString(),
    language: names.language,
  };
}

export interface AccountServiceDependencies {
  repo: AccountRepo;
  /** Every module's part of the data download, after the account's own. */
  exportSections?: readonly ExportSection[];
  /** Every module's cleanup outside the database, run before the rows are deleted. */
  deletionHooks?: readonly AccountDeletionHook[];
  /** Whether the user's password is this one (better-auth's hash). */
  passwordMatches?: (userId: string, password: string) => Promise<boolean>;
  now?: () => Date;
}

/** Who asks to delete an account: the request's body and when its session signed in. */
export interface DeletionRequest {
  confirmEmail: string;
  password?: string;
  sessionCreatedAt: Date;
}

export function createAccountService({
  repo,
  exportSections = [],
  deletionHooks = [],
  passwordMatches = () => Promise.resolve(false),
  now = () => new Date(),
}: AccountServiceDependencies) {
  async function getProfile(userId: string): Promise<ProfileView> {
    const record = await repo.findAccount(userId);
    if (!record) throw notFound('accountNotFound');
    return toProfileView(record);
  }

  async function getNotifications(userId: string): Promise<NotificationSettings> {
    return (await repo.findNotifications(userId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
  }

  const accountSection: ExportSection = {
    folder: '',
    description:
      'profile.json: your profile and account details; notifications.json: your email preferences.',
    async *entries(userId) {
      const profile = await getProfile(userId);
      yield { name: 'profile.json', content: JSON.stringify(profile, null, 2) + '\n' };
      yield {
        name: 'notifications.json',
        content: JSON.stringify(await getNotifications(userId), null, 2) + '\n',
      };
    },
  };

  return {
    getProfile,
    getNotifications,

    async updateProfile(
      userId: string,
      input: UpdateProfileInput,
      requestEmailChange: (newEmail: string) => Promise<void>,
    ): Promise<UpdateProfileAnswer> {
      const current = await getProfile(userId);
      const fields = {
        firstName: input.firstName ?? current.firstName,
        lastName: input.lastName ?? current.lastName,
        company: input.company ?? current.company,
        language: input.language ?? current.language,
      };
      const displayName =
        `${fields.firstName} ${fields.lastName}`.trim() ||
        current.email.split('@')[0] ||
        current.email;
      await repo.saveProfile(userId, fields, displayName);
      let emailChangePendingFor: string | null = null;
      const newEmail = input.email?.trim().toLowerCase();
      if (newEmail && newEmail !== current.email.toLowerCase()) {
        await requestEmailChange(newEmail);
        emailChangePendingFor = newEmail;
      }
      return { profile: await getProfile(userId), emailChangePendingFor };
    },

    async updateNotifications(
      userId: string,
      settings: NotificationSettings,
    ): Promise<NotificationSettings> {
      await repo.saveNotifications(userId, settings);
      return getNotifications(userId);
    },

    exportSections(): readonly ExportSection[] {
      return [accountSection, ...exportSections];
    },

    /**
     * Deletes the account once the typed email matches and the person proves it is theirs: the
     * password, or for a Google-only account a sign-in of the last few minutes (decision 046).
     * Cleanup hooks first, then every row.
     */
    async deleteAccount(userId: string, request: DeletionRequest): Promise<void> {
      const profile = await getProfile(userId);
      if (request.confirmEmail.trim().toLowerCase() !== profile.email.toLowerCase()) {
        throw invalidField('confirmEmail', keyed('confirmEmailMismatch'));
      }
      if (profile.hasPassword) {
        if (!request.password) throw invalidField('password', keyed('deletePasswordMissing'));
        if (!(await passwordMatches(userId, request.password)))
          throw invalidField('password', keyed('deletePasswordWrong'));
      } else {
        const signedInFor = now().getTime() - request.sessionCreatedAt.getTime();
        if (signedInFor > FRESH_SIGN_IN_MINUTES * 60_000)
          throw new AppError('SIGN_IN_AGAIN', keyed('deleteSignInAgain'));
      }
      for (const hook of deletionHooks) await hook.beforeDelete(userId);
      await repo.deleteUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
