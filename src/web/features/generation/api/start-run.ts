import { uploadForm } from '@/lib/upload-form';
import type { StartRunFieldsInput } from '@core/run-schemas';
import type { RunView } from '@core/runs';

export interface StartRunInput extends StartRunFieldsInput {
  front: File;
  back?: File | null;
  side?: File | null;
  detail?: File | null;
  /** Aborts the upload when the user closes the modal before the run exists. */
  signal?: AbortSignal;
  /** The share of the photos sent so far, 0 to 1. */
  onUploadProgress?: (sent: number) => void;
}

/**
 * The fields' schema (and zod) loads with the first run, not with the create page (decision
 * 196); the page starts loading it once a photo is chosen.
 */
export const loadRunSchemas = () => import('@core/run-schemas');

/** POST /api/runs as multipart: the photos and the fields; a repeated clientRequestId answers the same run. */
export async function startRun({
  front,
  back,
  side,
  detail,
  signal,
  onUploadProgress,
  ...fields
}: StartRunInput) {
  const { startRunFieldsSchema } = await loadRunSchemas();
  const parsed = startRunFieldsSchema.parse(fields);
  const form = new FormData();
  form.append('front', front, front.name);
  if (back) form.append('back', back, back.name);
  if (side) form.append('side', side, side.name);
  if (detail) form.append('detail', detail, detail.name);
  form.append('backgroundId', parsed.backgroundId);
  if (parsed.modelId) form.append('modelId', parsed.modelId);
  form.append('garmentType', parsed.garmentType);
  if (parsed.stylingNote) form.append('stylingNote', parsed.stylingNote);
  form.append('clientRequestId', parsed.clientRequestId);
  return uploadForm<RunView>('/api/runs', form, { signal, onProgress: onUploadProgress });
}
