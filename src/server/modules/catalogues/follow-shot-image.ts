/**
 * A saved catalogue follows its run's shot when a regeneration replaces the image (decision 122),
 * inside the regeneration's own transaction: the catalogues module owns catalogue and
 * catalogue_image, so the regenerations module changes them only through here (decision 272).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';

/**
 * On `tx` (the caller's transaction): the images of catalogues saved from the run that showed
 * the old file now show the new one, and a thumbnail that was the old preview is the new one.
 */
export async function followShotImageIn(
  tx: Database,
  runId: string,
  old: { imageKey: string | null; previewKey: string | null },
  image: { imageKey: string; previewKey: string; width: number; height: number },
): Promise<void> {
  const savedFrom = tx
    .select({ id: catalogue.id })
    .from(catalogue)
    .where(eq(catalogue.runId, runId));
  if (old.imageKey) {
    await tx
      .update(catalogueImage)
      .set({
        imageKey: image.imageKey,
        previewKey: image.previewKey,
        width: image.width,
        height: image.height,
      })
      .where(
        and(
          inArray(catalogueImage.catalogueId, savedFrom),
          eq(catalogueImage.imageKey, old.imageKey),
        ),
      );
  }
  if (old.previewKey) {
    await tx
      .update(catalogue)
      .set({ thumbnailKey: image.previewKey })
      .where(and(eq(catalogue.runId, runId), eq(catalogue.thumbnailKey, old.previewKey)));
  }
}
