import { describe, expect, it } from 'vitest';
import type { SharedCatalogueView } from '../../../core/catalogue-shares.js';
import { AI_MADE_CAPTION } from '../../../core/runs.js';
import { renderSharePage } from './catalogue-share-page.js';

const image = (id: string, poseName: string, madeByAi: boolean) => ({
  id,
  poseName,
  width: 2048,
  height: 2560,
  imageUrl: `/api/shares/t/images/${id}`,
  previewUrl: `/api/shares/t/images/${id}/preview`,
  madeByAi,
});

/** Each image's list item, in order. */
const items = (html: string) => [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);

describe('the share page’s images (decision 255)', () => {
  it('says below an AI-made image that AI made it, and nothing below the studio’s', () => {
    const view: SharedCatalogueView = {
      name: 'Festive kurtas',
      zipUrl: '/api/shares/t/zip',
      images: [image('a', 'Standing Front', true), image('b', 'Flat lay', false)],
    };
    const [ai, studio] = items(renderSharePage(view, 'https://x.test/s/t', 'https://x.test'));
    expect(ai).toContain(`<p class="ai-made">${AI_MADE_CAPTION}</p>`);
    // Below the image, never on it: after the <img>, outside any overlay.
    expect(ai!.indexOf('ai-made')).toBeGreaterThan(ai!.indexOf('<img'));
    expect(studio).not.toContain(AI_MADE_CAPTION);
  });
});
