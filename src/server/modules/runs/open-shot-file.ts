/**
 * A run's shot file as a route hands it out: the preview (WebP, shown in the page) as stored;
 * the full image (PNG, a download) marked with its provenance (decisions 253 and 254).
 */
import { Readable } from 'node:stream';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { ImageProvenance } from '../../engines/provenance/image-provenance.js';
import { AppError } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { keyed } from '../../../core/server-messages.js';

export async function openShotFile(
  storage: Pick<StorageProvider, 'stream' | 'get'>,
  marker: ImageMarker,
  file: { key: string; provenance: ImageProvenance },
  kind: 'image' | 'preview',
): Promise<{ stream: Readable; size: number }> {
  if (kind === 'preview') {
    const stored = await storage.stream(file.key);
    if (!stored) throw new AppError('NOT_FOUND', keyed('imageNotFound'));
    return stored;
  }
  const png = await storage.get(file.key);
  if (!png) throw new AppError('NOT_FOUND', keyed('imageNotFound'));
  const marked = await marker.markPng(png, file.provenance);
  return { stream: Readable.from([marked]), size: marked.length };
}
