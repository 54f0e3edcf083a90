import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueImageView } from '@core/runs';
import { ImageViewerDialog } from './image-viewer-dialog';

const image = (id: string, madeByAi: boolean): CatalogueImageView => ({
  id,
  poseName: id === 'a' ? 'Front' : 'Back',
  shotId: id === 'a' ? 'front' : 'back',
  orderIndex: id === 'a' ? 0 : 1,
  imageUrl: `/images/${id}.png`,
  previewUrl: `/images/${id}.webp`,
  width: 1024,
  height: 1280,
  colourWarning: false,
  printWarning: false,
  madeByAi,
  regeneration: null,
});

function captionsOf(images: CatalogueImageView[]) {
  render(
    <ImageViewerDialog title="Festive sarees" images={images} startIndex={0} onClose={vi.fn()} />,
  );
  return within(screen.getByRole('dialog')).queryAllByTestId('ai-made-caption');
}

describe('the full-screen viewer', () => {
  it('says below each AI-made image that AI made it, never on the image', () => {
    const captions = captionsOf([image('a', true), image('b', true)]);
    expect(captions).toHaveLength(2);
    for (const caption of captions) {
      expect(caption).toHaveTextContent('Made with AI');
      expect(caption.closest('figcaption')).not.toBeNull();
    }
  });

  it("says nothing of AI under the studio engine's images", () => {
    expect(captionsOf([image('a', false), image('b', false)])).toHaveLength(0);
  });
});
