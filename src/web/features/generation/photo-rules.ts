/**
 * The browser's first look at a garment photo (docs/product.md §4, decision 006). The
 * server checks every photo again (size, decodable image, pixels); this only saves the user
 * an upload that would be refused. HEIC photos are sent as they are: the server decodes them
 * (decision 179).
 */
import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from '@core/uploads';

export interface PhotoLike {
  name: string;
  size: number;
  type: string;
}

const SVG = /\.svg$/i;

/** The message to show for a photo the server would refuse, or null when it may be sent. */
export function photoProblem(file: PhotoLike): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/svg+xml' || SVG.test(file.name)) return UPLOAD_MESSAGES.svgRefused;
  // Some systems send no type at all: the server decides about those.
  if (type !== '' && !type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
