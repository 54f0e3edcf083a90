/**
 * The provenance marks of one marketplace export's files (decisions 253 and 254): each shot as
 * its engine made it, resized for the marketplace; the product alone as the seller's own photo
 * cut out and placed on the marketplace's background (or, cut from a shot, as that shot).
 */
import type { ExportMarks } from '../../engines/exports/export-marks.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { ImageProvenance } from '../../engines/provenance/image-provenance.js';
import type { ExportSourceRow } from './export-source-repo.js';

export function exportMarksOf(
  marker: ImageMarker,
  source: ExportSourceRow,
  marketplaceLabel: string,
): ExportMarks {
  const provenance = (index: number): ImageProvenance => ({
    engine: source.makers[index]?.engine ?? null,
    model: source.makers[index]?.model ?? null,
    catalogueId: source.catalogueId,
    runId: source.runId,
    shotId: source.shotIds[index] ?? 'image',
  });
  const jpegMark = (of: ImageProvenance) => ({
    xmp: marker.xmp(of),
    sign: (jpeg: Buffer) => marker.signJpeg(jpeg, of),
  });
  return {
    png: (index, png) => marker.markPng(png, provenance(index)),
    shot: (index) => jpegMark({ ...provenance(index), resizedFor: marketplaceLabel }),
    product: (index, fromPhoto) =>
      jpegMark({
        ...provenance(index),
        ...(fromPhoto ? { engine: 'studio', model: 'product cut-out' } : {}),
        shotId: 'product',
        resizedFor: marketplaceLabel,
      }),
  };
}
