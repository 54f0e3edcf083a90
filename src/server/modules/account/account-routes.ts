import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  deleteAccountSchema,
  notificationSettingsSchema,
  updateProfileSchema,
} from '../../../core/account-schemas.js';
import {
  billingDetailsSchema,
  type BillingDetailsResponse,
} from '../../../core/billing-details.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import type { AuthActions } from '../auth/auth-actions.js';
import { currentSession, currentUser, requireUser } from '../auth/require-user.js';
import type { AccountService } from './account-service.js';
import { avatarRoutes } from './avatar-routes.js';
import type { BillingDetailsRepo } from './billing-details-repo.js';
import type { AvatarService } from './avatar-service.js';
import { streamDataExport } from './data-export.js';

/** /api/account: the signed-in user's own settings; nothing here takes a user id from input. */
export function accountRoutes(deps: {
  account: AccountService;
  avatars: AvatarService;
  auth: AuthActions;
  billingDetails: BillingDetailsRepo;
}) {
  const { account, avatars, auth, billingDetails } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', requireUser(auth.readSession))
      .route('/avatar', avatarRoutes(avatars))
      .get('/profile', async (c) => c.json(await account.getProfile(currentUser(c).id)))
      .patch('/profile', async (c) => {
        const input = await readJson(c, updateProfileSchema);
        const headers = c.req.raw.headers;
        const answer = await account.updateProfile(currentUser(c).id, input, (email) =>
          auth.requestEmailChange(headers, email),
        );
        return c.json(answer);
      })
      .get('/notifications', async (c) => c.json(await account.getNotifications(currentUser(c).id)))
      .put('/notifications', async (c) => {
        const settings = await readJson(c, notificationSettingsSchema);
        return c.json(await account.updateNotifications(currentUser(c).id, settings));
      })
      // The buyer's billing details for GST invoices (decision 184); later invoices print them.
      .get('/billing-details', async (c) => {
        const answer: BillingDetailsResponse = {
          billingDetails: await billingDetails.find(currentUser(c).id),
        };
        return c.json(answer);
      })
      .put('/billing-details', async (c) => {
        const details = await readJson(c, billingDetailsSchema);
        const answer: BillingDetailsResponse = {
          billingDetails: await billingDetails.save(currentUser(c).id, details),
        };
        return c.json(answer);
      })
      .delete('/billing-details', async (c) => {
        await billingDetails.remove(currentUser(c).id);
        const answer: BillingDetailsResponse = { billingDetails: null };
        return c.json(answer);
      })
      .get('/export', (c) => {
        const zip = streamDataExport(currentUser(c).id, account.exportSections());
        zip.on('error', (error) => c.var.log.error({ err: error }, 'account export failed'));
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Type', 'application/zip');
        c.header('Content-Disposition', `attachment; filename="vastra-studio-data-${day}.zip"`);
        c.header('Cache-Control', 'no-store');
        return c.body(Readable.toWeb(zip) as ReadableStream);
      })
      .delete('/', async (c) => {
        const body = await readJson(c, deleteAccountSchema);
        await account.deleteAccount(currentUser(c).id, {
          ...body,
          sessionCreatedAt: currentSession(c).createdAt,
        });
        for (const cookie of await auth.signOut(c.req.raw.headers))
          c.header('Set-Cookie', cookie, { append: true });
        return c.json({ deleted: true });
      })
  );
}
