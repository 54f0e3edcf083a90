/**
 * Google takes inline batch requests only while the whole request stays under 20 MB
 * (ai.google.dev/gemini-api/docs/batch-api). A run's shots each carry the same garment photos,
 * so five shots of four full-size photos pass it. Measured before sending: over the budget, each
 * distinct image goes once through the Files API and the requests point at it (`fileData`), as
 * Google's guide advises for large inputs (decision 214). Files last 48 hours, past the batch's
 * 24-hour target.
 */
import { createHash } from 'node:crypto';

/** Under Google's 20 MB (20,971,520 bytes), with room for what the SDK adds around requests. */
export const INLINE_BATCH_BUDGET_BYTES = 19 * 1024 * 1024;

interface Part {
  text?: string;
  inlineData?: { mimeType?: string; data?: string };
  fileData?: { mimeType?: string; fileUri?: string };
}

export interface BatchRequest {
  contents: { role?: string; parts: Part[] }[];
}

/** The bytes of the batch create call's body as it would be sent inline. */
export function inlineBatchBytes(displayName: string, requests: readonly unknown[]): number {
  return Buffer.byteLength(
    JSON.stringify({ batch: { displayName, inputConfig: { requests: { requests } } } }),
  );
}

/** Uploads one image, answering the file's URI. */
export type UploadImage = (image: Buffer, mimeType: string) => Promise<string>;

/**
 * The requests as they fit the inline limit: as they are when they do, else with every inline
 * image uploaded once (the same photo in five shots is one file) and referenced by URI.
 */
export async function fitInlineLimit<T extends BatchRequest>(
  displayName: string,
  requests: T[],
  upload: UploadImage,
  budgetBytes = INLINE_BATCH_BUDGET_BYTES,
): Promise<{ requests: T[]; uploaded: number }> {
  if (inlineBatchBytes(displayName, requests) <= budgetBytes) return { requests, uploaded: 0 };
  const uris = new Map<string, Promise<string>>();
  const uriOf = (data: string, mimeType: string) => {
    const key = createHash('sha256').update(data).digest('hex');
    let uri = uris.get(key);
    if (!uri) {
      uri = upload(Buffer.from(data, 'base64'), mimeType);
      uris.set(key, uri);
    }
    return uri;
  };
  const moved = await Promise.all(
    requests.map(async (request) => ({
      ...request,
      contents: await Promise.all(
        request.contents.map(async (content) => ({
          ...content,
          parts: await Promise.all(
            content.parts.map(async (part): Promise<Part> => {
              const inline = part.inlineData;
              if (!inline?.data || !inline.mimeType) return part;
              const fileUri = await uriOf(inline.data, inline.mimeType);
              return { fileData: { mimeType: inline.mimeType, fileUri } };
            }),
          ),
        })),
      ),
    })),
  );
  return { requests: moved, uploaded: uris.size };
}
