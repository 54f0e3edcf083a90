import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '../../../core/account.js';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import { AVATAR_ROUTE } from './account-service.js';
import type { AvatarService } from './avatar-service.js';
import { keyed } from '../../../core/server-messages.js';

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * /api/account/avatar: upload (multipart field 'avatar'), read and remove the user's own avatar.
 * Mounted inside accountRoutes, behind its requireUser.
 */
export function avatarRoutes(avatars: AvatarService) {
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', keyed('avatarTooLarge')).toBody();
  return new Hono<AppEnv>()
    .post(
      '/',
      bodyLimit({
        maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: (c) => c.json(tooLarge, 413),
      }),
      async (c) => {
        let file: unknown;
        try {
          file = (await c.req.parseBody())['avatar'];
        } catch {
          throw new AppError('BAD_REQUEST', keyed('avatarMissing'));
        }
        if (!(file instanceof File)) throw new AppError('BAD_REQUEST', keyed('avatarMissing'));
        if (file.size > AVATAR_MAX_BYTES) return c.json(tooLarge, 413);
        const at = await avatars.upload(
          currentUser(c).id,
          new Uint8Array(await file.arrayBuffer()),
        );
        return c.json({ avatarUrl: `${AVATAR_ROUTE}?v=${at.getTime()}` });
      },
    )
    .get('/', async (c) => {
      const { stream, size } = await avatars.open(currentUser(c).id);
      c.header('Content-Type', 'image/webp');
      c.header('Content-Length', String(size));
      c.header('Cache-Control', 'private, no-cache');
      return c.body(Readable.toWeb(stream) as ReadableStream);
    })
    .delete('/', async (c) => {
      await avatars.remove(currentUser(c).id);
      return c.json({ avatarUrl: null });
    });
}
