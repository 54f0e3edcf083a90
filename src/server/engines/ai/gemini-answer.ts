/**
 * The image in a Gemini generateContent answer. A block (promptFeedback) or a finish reason
 * without an image (NO_IMAGE, IMAGE_SAFETY, PROHIBITED_CONTENT...) is a failed shot with its
 * reason, never a crash. The Gemini 3 image models think in pictures first: those interim
 * images come as parts marked `thought: true` before the answer's own, and are skipped.
 */
import type { GenerateContentResponse } from '@google/genai';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';

/** Finish reasons that mean the safety filter said no. */
const REFUSED = new Set([
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'RECITATION',
  'IMAGE_RECITATION',
]);

/** The image in a generateContent answer, or the typed reason there is none. */
export function imageFrom(response: GenerateContentResponse): Buffer {
  const blocked = response.promptFeedback?.blockReason;
  if (blocked) {
    throw new ShotFailureError({
      kind: 'refused',
      ...reasonOf(keyed('safetyDeclinedRequest')),
      detail: `promptFeedback.blockReason=${blocked}${response.promptFeedback?.blockReasonMessage ? `: ${response.promptFeedback.blockReasonMessage}` : ''}`,
    });
  }
  const candidate = response.candidates?.[0];
  const parts = (candidate?.content?.parts ?? []).filter((part) => part.thought !== true);
  for (const part of parts) {
    if (part.inlineData?.data && part.inlineData.mimeType?.startsWith('image/')) {
      return Buffer.from(part.inlineData.data, 'base64');
    }
  }
  const reason = candidate?.finishReason;
  if (reason && REFUSED.has(reason)) {
    throw new ShotFailureError({
      kind: 'refused',
      ...reasonOf(keyed('safetyDeclinedToMake')),
      detail: `finishReason=${reason}`,
    });
  }
  const text = parts.find((part) => part.text)?.text;
  throw new ShotFailureError({
    kind: 'no-image',
    ...reasonOf(keyed('imageServiceNoImage')),
    detail: `finishReason=${reason ?? 'none'}${text ? `; text: ${text.slice(0, 200)}` : ''}`,
  });
}
