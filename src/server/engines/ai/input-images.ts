/**
 * Which garment photos one request carries, in which order, within the vendor's limit. The
 * prompt is written from this list (prompt-builder.ts), so it numbers the images as they are
 * attached and never names a photo that is not.
 */
import type { ViewsPresent } from '../../../core/shots.js';

export type PhotoName = 'front' | 'back' | 'side' | 'detail';

/**
 * How a vendor takes garment photos. 'fixed': front, back, side, detail (Gemini). 'pose-first':
 * the pose's own photo first (the back for Back View), then the others (OpenAI). 'pose-only':
 * the pose's own photo alone, the identity reference as an input of its own (FASHN's
 * product_image and face_reference).
 */
export type PhotoOrder = 'fixed' | 'pose-first' | 'pose-only';

export interface InputPlan {
  /** The garment photos attached, in order; the identity reference, if any, comes after. */
  photos: PhotoName[];
  /** Photos uploaded but left out to keep within the vendor's limit, least useful first. */
  leftOut: PhotoName[];
}

/** The photos uploaded, in the fixed order. */
export function photosOf(views: ViewsPresent): PhotoName[] {
  return [
    'front',
    ...(views.hasBack ? (['back'] as const) : []),
    ...(views.hasSide ? (['side'] as const) : []),
    ...(views.hasDetail ? (['detail'] as const) : []),
  ];
}

/**
 * The photos of one request. Over `maxImages` (the identity reference counted), the least useful
 * go first: the detail close-up (decision 178), then the side, then whichever of front and back
 * this pose is not about. The pose's own photo and the identity reference are always sent.
 */
export function planInputs(input: {
  uploaded: ViewsPresent;
  needsBack: boolean;
  identity: boolean;
  maxImages: number;
  order: PhotoOrder;
}): InputPlan {
  const available = photosOf(input.uploaded);
  const primary: PhotoName = input.needsBack && input.uploaded.hasBack ? 'back' : 'front';
  if (input.order === 'pose-only') return { photos: [primary], leftOut: [] };
  const budget = Math.max(1, input.maxImages - Number(input.identity));
  const dropOrder: PhotoName[] = ['detail', 'side', primary === 'back' ? 'front' : 'back'];
  const kept = [...available];
  const leftOut: PhotoName[] = [];
  for (const name of dropOrder) {
    if (kept.length <= budget) break;
    const at = kept.indexOf(name);
    if (at < 0) continue;
    kept.splice(at, 1);
    leftOut.push(name);
  }
  const photos =
    input.order === 'pose-first' ? [primary, ...kept.filter((name) => name !== primary)] : kept;
  return { photos, leftOut };
}
