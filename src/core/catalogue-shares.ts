/**
 * Share links of saved catalogues (issue 28, decision 185): the owner's endpoints, the public
 * page and files a link opens, and the texts both show. The page is /s/:token, served whole by
 * the server (WhatsApp's preview reads its tags without running scripts).
 */
import { z } from 'zod';
import { CATALOGUES_API } from './catalogues.js';

/** How long a new link lives: 'never' expires, or 7 or 30 days. */
export const SHARE_EXPIRIES = ['never', '7d', '30d'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];
export const SHARE_EXPIRY_DAYS: Record<ShareExpiry, number | null> = {
  never: null,
  '7d': 7,
  '30d': 30,
};
export const SHARE_EXPIRY_LABELS: Record<ShareExpiry, string> = {
  never: 'Never expires',
  '7d': 'Expires in 7 days',
  '30d': 'Expires in 30 days',
};

/** POST /api/catalogues/:id/shares */
export const createShareSchema = z.object({ expiresIn: z.enum(SHARE_EXPIRIES).default('never') });
export type CreateShareInput = z.infer<typeof createShareSchema>;

/** A link as its owner sees it in the catalogue's detail. */
export interface CatalogueShareView {
  id: string;
  /** The absolute link to send (PUBLIC_URL + /s/:token). */
  url: string;
  createdAt: string;
  /** Null when it never expires. */
  expiresAt: string | null;
}

/** The public page's data: the catalogue's name and images, nothing of its owner. */
export interface SharedCatalogueView {
  name: string;
  zipUrl: string;
  images: {
    id: string;
    poseName: string;
    width: number;
    height: number;
    imageUrl: string;
    previewUrl: string;
    /** Made by an AI engine: the page says so below it (decision 255). */
    madeByAi: boolean;
  }[];
}

/** A token is 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SHARES_API = '/api/shares';
export const SHARE_PAGE_PREFIX = '/s/';

export const shareUrls = {
  list: (catalogueId: string) => `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/shares`,
  one: (catalogueId: string, shareId: string) =>
    `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/shares/${encodeURIComponent(shareId)}`,
  page: (token: string) => `${SHARE_PAGE_PREFIX}${encodeURIComponent(token)}`,
  zip: (token: string) => `${SHARES_API}/${encodeURIComponent(token)}/zip`,
  image: (token: string, imageId: string) =>
    `${SHARES_API}/${encodeURIComponent(token)}/images/${encodeURIComponent(imageId)}`,
  preview: (token: string, imageId: string) =>
    `${SHARES_API}/${encodeURIComponent(token)}/images/${encodeURIComponent(imageId)}/preview`,
};

/** WhatsApp's click-to-chat link with the catalogue's name and the link as the message. */
export const whatsappShareUrl = (name: string, link: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${name} ${link}`)}`;

export const SHARE_TEXTS = {
  notFound: 'This link has expired or was turned off.',
  sectionTitle: 'Share',
  sectionHint: 'Anyone with a link sees this catalogue’s name and images, and can download them.',
  create: 'Create link',
  created: 'Link Created',
  createFailedTitle: 'Could Not Create Link',
  copy: 'Copy link',
  copied: 'Link Copied',
  copyFailed: 'Copy the link from the field instead.',
  whatsapp: 'Share on WhatsApp',
  revoke: 'Turn off',
  revoked: 'Link Turned Off',
  revokeFailedTitle: 'Could Not Turn Off Link',
  none: 'No links yet.',
  pageDescription: (count: number) =>
    `${count} ${count === 1 ? 'image' : 'images'} made with Vastra Studio. Tap to view and download.`,
  downloadAll: 'Download all (zip)',
  download: 'Download',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
} as const;
