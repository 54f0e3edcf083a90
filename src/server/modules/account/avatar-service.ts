/** The rules of the profile picture: at most 2 MB, a JPG, PNG or GIF, kept as one WebP per user. */
import { AVATAR_MAX_BYTES } from '../../../core/account.js';
import { AppError } from '../../lib/errors.js';
import type {
  StorageProvider,
  StoredObjectStream,
} from '../../providers/storage/storage-provider.js';
import type { AccountDeletionHook } from './account-deletion.js';
import type { AccountRepo } from './account-repo.js';
import type { ExportSection } from './data-export.js';
import { keyed } from '../../../core/server-messages.js';

export const avatarKey = (userId: string) => `avatars/${userId}.webp`;

export interface AvatarServiceDependencies {
  repo: Pick<AccountRepo, 'setAvatarUpdatedAt'>;
  storage: StorageProvider;
  /** Re-encodes an upload; rejects anything that is not a decodable JPG, PNG or GIF. */
  encode(input: Uint8Array): Promise<Buffer>;
  /** Whether an encode failure means "not an accepted image" (415) rather than a fault. */
  isRejectedImage(error: unknown): boolean;
}

export function createAvatarService({
  repo,
  storage,
  encode,
  isRejectedImage,
}: AvatarServiceDependencies) {
  return {
    async upload(userId: string, bytes: Uint8Array): Promise<Date> {
      if (bytes.byteLength > AVATAR_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', keyed('avatarTooLarge'));
      let webp: Buffer;
      try {
        webp = await encode(bytes);
      } catch (error) {
        if (isRejectedImage(error)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('avatarNotImage'), {
            cause: error,
          });
        }
        throw error;
      }
      await storage.put(avatarKey(userId), webp);
      const at = new Date();
      await repo.setAvatarUpdatedAt(userId, at);
      return at;
    },

    async open(userId: string): Promise<StoredObjectStream> {
      const found = await storage.stream(avatarKey(userId));
      if (!found) throw new AppError('NOT_FOUND', keyed('noAvatar'));
      return found;
    },

    async remove(userId: string): Promise<void> {
      await storage.delete(avatarKey(userId));
      await repo.setAvatarUpdatedAt(userId, null);
    },

    exportSection: {
      folder: '',
      description: 'avatar.webp: your profile picture, when you have one.',
      async *entries(userId: string) {
        const found = await storage.stream(avatarKey(userId));
        if (found) yield { name: 'avatar.webp', content: found.stream };
      },
    } satisfies ExportSection,

    deletionHook: {
      name: 'avatar',
      beforeDelete: (userId: string) => storage.delete(avatarKey(userId)),
    } satisfies AccountDeletionHook,
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
