import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PRINT_WARNING, type CatalogueImageView, type CatalogueView } from '@core/runs';
import { CatalogueCard } from './catalogue-card';

const catalogue = (over: Partial<CatalogueView> = {}): CatalogueView => ({
  id: 'cat-1',
  name: 'Festive sarees',
  description: null,
  garmentType: null,
  status: 'completed',
  imageCount: 0,
  thumbnailUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  images: [],
  ...over,
});

function renderCard(view: CatalogueView) {
  render(
    <TooltipProvider>
      <ul>
        <CatalogueCard catalogue={view} onView={vi.fn()} onDelete={vi.fn()} />
      </ul>
    </TooltipProvider>,
  );
  return screen.getByRole('listitem');
}

describe("a catalogue card's garment type", () => {
  it('names the type the catalogue was made for', () => {
    const card = renderCard(catalogue({ garmentType: 'lehenga' }));
    expect(within(card).getByText('Lehenga (choli and dupatta)')).toBeInTheDocument();
  });

  it('shows nothing for a catalogue made before types existed', () => {
    const card = renderCard(catalogue({ garmentType: null }));
    expect(within(card).queryByTestId('catalogue-garment-type')).not.toBeInTheDocument();
    expect(within(card).getByText('Festive sarees')).toBeInTheDocument();
  });
});

describe("a catalogue card's name", () => {
  it('cuts the words, never the run time at the end', () => {
    const card = renderCard(catalogue({ name: 'Catalogue Nov 27, 2026, 11:05 AM' }));
    const name = within(card).getByTestId('catalogue-name');
    expect(name).toHaveAttribute('title', 'Catalogue Nov 27, 2026, 11:05 AM');
    expect(within(name).getByText('Catalogue')).toHaveClass('truncate');
    expect(within(name).getByText('Nov 27, 2026, 11:05 AM')).toHaveClass('shrink-0');
  });
});

describe("a catalogue card's check warnings (decision 276)", () => {
  const image = (id: string, over: Partial<CatalogueImageView> = {}): CatalogueImageView => ({
    id,
    poseName: 'Front',
    shotId: `shot-${id}`,
    orderIndex: 0,
    imageUrl: `/images/${id}.png`,
    previewUrl: `/images/${id}.webp`,
    width: 1024,
    height: 1280,
    colourWarning: false,
    printWarning: false,
    madeByAi: true,
    regeneration: null,
    ...over,
  });

  it('says the print may differ when one of its images failed the print check', () => {
    const card = renderCard(
      catalogue({ images: [image('a'), image('b', { printWarning: true })], imageCount: 2 }),
    );
    expect(within(card).getByTestId('print-warning')).toHaveTextContent(PRINT_WARNING);
    expect(within(card).queryByTestId('colour-warning')).not.toBeInTheDocument();
  });

  it('shows no warning when every image passed', () => {
    const card = renderCard(catalogue({ images: [image('a')], imageCount: 1 }));
    expect(within(card).queryByTestId('print-warning')).not.toBeInTheDocument();
  });
});
