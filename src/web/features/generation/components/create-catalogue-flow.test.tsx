import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { BackgroundOption } from '@core/runs';
import type { UsageResponse } from '@core/usage';
import { startRun } from '../api/start-run';
import { garmentTypeStorageKey } from '../hooks/use-garment-choice';
import { CreateCatalogueFlow } from './create-catalogue-flow';

// The upload never answers: the test reads what the form sends.
vi.mock('../api/start-run', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startRun: vi.fn(() => new Promise(() => {})),
}));

const usage: UsageResponse = {
  plan: 'free',
  billingPeriod: 'monthly',
  used: 0,
  limit: 5,
  remaining: 5,
  held: 0,
  canGenerate: true,
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-02-01T00:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

const background: BackgroundOption = {
  id: 'clean-white-studio',
  name: 'Clean White Studio',
  category: 'studio',
  description: 'White',
  thumbnailUrl: '/backgrounds/clean-white-studio.webp',
  isCustom: false,
};

function stubApi(usageNow: UsageResponse = usage) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/usage')) return Response.json(usageNow);
      if (url.endsWith('/api/backgrounds')) return Response.json([background]);
      if (url.endsWith('/api/models')) return Response.json([]);
      if (url.endsWith('/api/runs/latest-unsaved')) return Response.json(null);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
}

function renderFlow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CreateCatalogueFlow userId="seller-1" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

beforeEach(() => {
  window.localStorage.clear();
  stubApi();
});
afterEach(() => vi.mocked(startRun).mockClear());

describe('Generate Catalogue sends what the seller said about the garment', () => {
  it('sends the picked type, the styling note and the detail photo', async () => {
    const user = userEvent.setup();
    renderFlow();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Garment type' }), 'Saree');
    const front = photo('saree-front.jpg');
    const detail = photo('pallu.jpg');
    await user.upload(screen.getByLabelText('Front photo'), front);
    await user.click(screen.getByRole('switch', { name: 'Add back, side and Detail views' }));
    await user.upload(screen.getByLabelText('Detail photo'), detail);
    await user.type(
      screen.getByRole('textbox', { name: 'Styling note (optional)' }),
      '  pallu pleated ',
    );

    const generate = screen.getByRole('button', { name: 'Generate Catalogue' });
    await waitFor(() => expect(screen.getByTestId('usage-count')).toHaveTextContent('0/5'));
    await user.click(generate);

    await waitFor(() => expect(startRun).toHaveBeenCalledTimes(1));
    expect(vi.mocked(startRun).mock.calls[0]![0]).toMatchObject({
      front,
      back: null,
      side: null,
      detail,
      backgroundId: 'clean-white-studio',
      modelId: undefined,
      garmentType: 'saree',
      stylingNote: 'pallu pleated',
    });
    expect(window.localStorage.getItem(garmentTypeStorageKey('seller-1'))).toBe('saree');
  });

  it("sends 'other' and no note when the seller touches neither, and starts at the last type", async () => {
    const user = userEvent.setup();
    const first = renderFlow();
    await user.upload(screen.getByLabelText('Front photo'), photo('tee.jpg'));
    await waitFor(() => expect(screen.getByTestId('usage-count')).toHaveTextContent('0/5'));
    await user.click(screen.getByRole('button', { name: 'Generate Catalogue' }));

    await waitFor(() => expect(startRun).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(startRun).mock.calls[0]![0];
    expect(sent).toMatchObject({ garmentType: 'other', stylingNote: undefined, detail: null });
    first.unmount();

    window.localStorage.setItem(garmentTypeStorageKey('seller-1'), 'kurta-set');
    renderFlow();
    expect(screen.getByRole('combobox', { name: 'Garment type' })).toHaveValue('kurta-set');
  });
});

describe('Generate pressed while the backgrounds are still loading', () => {
  it('says to wait and starts by itself once they have loaded, once', async () => {
    let answerBackgrounds: () => void = () => {};
    const backgroundsLoaded = new Promise<void>((resolve) => (answerBackgrounds = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/usage')) return Response.json(usage);
        if (url.endsWith('/api/backgrounds')) {
          await backgroundsLoaded;
          return Response.json([background]);
        }
        if (url.endsWith('/api/models')) return Response.json([]);
        if (url.endsWith('/api/runs/latest-unsaved')) return Response.json(null);
        return Response.json(
          { error: { code: 'NOT_FOUND', message: 'Not found' } },
          { status: 404 },
        );
      }),
    );
    const user = userEvent.setup();
    renderFlow();
    await user.upload(screen.getByLabelText('Front photo'), photo('tee.jpg'));
    await waitFor(() => expect(screen.getByTestId('usage-count')).toHaveTextContent('0/5'));

    await user.click(screen.getByRole('button', { name: 'Generate Catalogue' }));
    expect(await screen.findByText('Please wait while the backgrounds load.')).toBeInTheDocument();
    expect(startRun).not.toHaveBeenCalled();

    answerBackgrounds();
    await waitFor(() => expect(startRun).toHaveBeenCalledTimes(1));
    expect(vi.mocked(startRun).mock.calls[0]![0]).toMatchObject({
      backgroundId: 'clean-white-studio',
    });
  });
});

describe('the usage card and the line under Generate', () => {
  it('does not call the images a first run holds the limit', async () => {
    // A Free seller's first run has just reserved all five images; none is made yet.
    stubApi({ ...usage, used: 5, remaining: 0, held: 5, canGenerate: false });
    renderFlow();

    const card = await screen.findByRole('region', { name: 'Your plan usage' });
    await waitFor(() => expect(screen.getByTestId('usage-count')).toHaveTextContent('5/5'));
    expect(card).toHaveAttribute('data-level', 'normal');
    expect(screen.queryByText('Generation Limit Reached')).not.toBeInTheDocument();
    expect(screen.getByTestId('usage-held')).toHaveTextContent(
      '5 images are held for a run in progress',
    );
  });

  it('says the limit, not the upload, once the month is spent', async () => {
    stubApi({ ...usage, used: 5, remaining: 0, held: 0, canGenerate: false });
    renderFlow();

    await screen.findByText('Generation Limit Reached');
    expect(screen.getByTestId('generate-hint')).toHaveTextContent(
      "You've used all your images this month. Upgrade your plan to continue.",
    );
    expect(screen.queryByText('Upload a front photo to start.')).not.toBeInTheDocument();
  });

  it('puts the usage card before the steps on a narrow screen', async () => {
    renderFlow();
    const card = await screen.findByRole('region', { name: 'Your plan usage' });
    // One column below lg: the aside dissolves (display: contents) and the card is ordered first.
    expect(screen.getByRole('complementary', { name: 'Plan and generate' })).toHaveClass(
      'contents',
      'lg:block',
    );
    expect(card.parentElement).toHaveClass('order-first', 'lg:order-none');
    expect(screen.getByTestId('generate-hint')).toHaveTextContent('Upload a front photo to start.');
  });
});
