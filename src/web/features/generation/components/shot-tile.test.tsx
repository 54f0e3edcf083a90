import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import { completeTestShot, testShot } from '@/test/run-fixtures';
import { COLOUR_WARNING, PRINT_WARNING, type ShotView } from '@core/runs';
import { SERVER_MESSAGES } from '@core/server-messages';
import { ShotTile } from './shot-tile';

function renderTile(shot: ShotView) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ul>
        <ShotTile shot={shot} />
      </ul>
    </QueryClientProvider>,
  );
  return screen.getByTestId('shot-tile');
}

describe("a shot tile's check warnings (decisions 120, 276)", () => {
  beforeEach(() => {
    // The tile asks for the month's images left; these tests do not need the answer.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await applyLanguage('en', false);
  });

  it('says the print or border may differ on an image that failed the print check', () => {
    const tile = renderTile({ ...completeTestShot(0), printWarning: true });
    expect(within(tile).getByTestId('print-warning')).toHaveTextContent(PRINT_WARNING);
    expect(within(tile).queryByTestId('colour-warning')).not.toBeInTheDocument();
  });

  it('shows both warnings, each saying what differs, on an image that failed both checks', () => {
    const tile = renderTile({ ...completeTestShot(1), colourWarning: true, printWarning: true });
    expect(within(tile).getByTestId('colour-warning')).toHaveTextContent(COLOUR_WARNING);
    expect(within(tile).getByTestId('print-warning')).toHaveTextContent(PRINT_WARNING);
  });

  it('shows no warning before the image is made', () => {
    const tile = renderTile(testShot(2, { status: 'generating', printWarning: true }));
    expect(within(tile).queryByTestId('print-warning')).not.toBeInTheDocument();
  });

  it('says it in Hindi for a Hindi reader', async () => {
    await applyLanguage('hi', false);
    const tile = renderTile({ ...completeTestShot(3), printWarning: true });
    expect(within(tile).getByTestId('print-warning')).toHaveTextContent(
      'प्रिंट या बॉर्डर आपकी फ़ोटो से अलग हो सकता है',
    );
  });
});

const failed = (over: Partial<ShotView>) => testShot(0, { status: 'failed', ...over });

describe("a failed shot's reason (decision 275)", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } })),
    );
  });
  afterAll(async () => {
    await applyLanguage('en', false);
  });

  it('says the English the server stored on an English page', async () => {
    await applyLanguage('en', false);
    renderTile(
      failed({
        failureReason: SERVER_MESSAGES.imageServiceBusy,
        failureMessage: { key: 'imageServiceBusy', values: [] },
      }),
    );
    expect(screen.getByText(SERVER_MESSAGES.imageServiceBusy)).toBeInTheDocument();
  });

  it('says the reason by its key and values on a Hindi page', async () => {
    await applyLanguage('hi', false);
    renderTile(
      failed({
        failureReason: SERVER_MESSAGES.photoNotUploaded('back'),
        failureMessage: { key: 'photoNotUploaded', values: ['back'] },
      }),
    );
    expect(screen.getByText('पीछे की फ़ोटो अपलोड नहीं की गई थी।')).toBeInTheDocument();
    // The tile's own word beside it is Hindi too.
    expect(screen.getByText('नहीं बनी')).toBeInTheDocument();
    expect(screen.queryByText(SERVER_MESSAGES.photoNotUploaded('back'))).toBeNull();
  });

  it('keeps the English of a shot failed before reasons had keys', async () => {
    await applyLanguage('hi', false);
    renderTile(failed({ failureReason: 'The image service did not answer' }));
    expect(screen.getByText('The image service did not answer')).toBeInTheDocument();
  });

  it("says its own words when the shot has no reason, in the page's language", async () => {
    await applyLanguage('hi', false);
    renderTile(failed({ failureReason: null }));
    expect(screen.getByText('यह तस्वीर नहीं बन पाई।')).toBeInTheDocument();
  });
});
