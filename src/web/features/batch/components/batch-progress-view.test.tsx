import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import { SERVER_MESSAGES } from '@core/server-messages';
import type { BatchItemView, BatchView } from '@core/batch';
import { BatchProgressView } from './batch-progress-view';

const item = (overrides: Partial<BatchItemView>): BatchItemView => ({
  id: 'item-1',
  sku: 'KURTA-01',
  status: 'completed',
  backgroundName: 'Clean White Studio',
  modelName: 'Asha',
  garmentType: 'other',
  runId: 'run-1',
  catalogueId: 'cat-1',
  shotsDone: 2,
  shotsTotal: 2,
  error: null,
  errorMessage: null,
  previews: [],
  ...overrides,
});

const batch = (items: BatchItemView[]): BatchView => ({
  id: 'batch-1',
  name: 'Batch of 27 Nov 2026, 07:00',
  status: 'completed',
  createdAt: '2026-11-27T07:00:00.000Z',
  finishedAt: '2026-11-27T07:10:00.000Z',
  counts: { total: items.length, done: 1, failed: 0, stopped: 0, remaining: items.length - 1 },
  estimatedSecondsLeft: null,
  items,
});

function renderView(view: BatchView) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BatchProgressView batch={view} />
    </QueryClientProvider>,
  );
}

describe('the batch result', () => {
  it("shows each finished product's images, linked to the full image", () => {
    renderView(
      batch([
        item({
          previews: [
            {
              index: 0,
              name: 'Standing Front',
              previewUrl: '/api/runs/run-1/shots/0/preview',
              imageUrl: '/api/runs/run-1/shots/0/image',
            },
            {
              index: 1,
              name: 'Back View',
              previewUrl: '/api/runs/run-1/shots/1/preview',
              imageUrl: '/api/runs/run-1/shots/1/image',
            },
          ],
        }),
        item({
          id: 'item-2',
          sku: 'SAREE-7',
          status: 'queued',
          runId: null,
          catalogueId: null,
          shotsDone: 0,
        }),
      ]),
    );

    const grid = screen.getByRole('list', { name: 'Images of KURTA-01' });
    const front = within(grid).getByRole('img', { name: 'KURTA-01, Standing Front' });
    expect(front).toHaveAttribute('src', '/api/runs/run-1/shots/0/preview');
    expect(within(grid).getByRole('link', { name: 'KURTA-01, Standing Front' })).toHaveAttribute(
      'href',
      '/api/runs/run-1/shots/0/image',
    );
    expect(within(grid).getByRole('link', { name: 'KURTA-01, Back View' })).toHaveAttribute(
      'href',
      '/api/runs/run-1/shots/1/image',
    );
    // A product with nothing made yet shows no empty grid.
    expect(screen.queryByRole('list', { name: 'Images of SAREE-7' })).not.toBeInTheDocument();
  });
});

describe("the batch's downloads", () => {
  it("offers 'Download for…' with each marketplace's zip of the whole batch", async () => {
    const user = userEvent.setup();
    renderView(batch([item({})]));
    await user.click(screen.getByRole('button', { name: 'Download for…' }));
    expect(await screen.findByRole('menuitem', { name: 'Myntra' })).toHaveAttribute(
      'href',
      '/api/batches/batch-1/export/myntra',
    );
    expect(screen.getByRole('menuitem', { name: 'Meesho' })).toHaveAttribute(
      'href',
      '/api/batches/batch-1/export/meesho',
    );
  });

  it('offers no download while nothing is done', () => {
    const waiting = batch([item({ status: 'queued', catalogueId: null })]);
    renderView({ ...waiting, counts: { ...waiting.counts, done: 0, remaining: 1 } });
    expect(screen.queryByRole('button', { name: 'Download for…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all (zip)' })).not.toBeInTheDocument();
  });
});

describe("a failed product's reason (decision 275)", () => {
  afterAll(async () => {
    await applyLanguage('en', false);
  });

  const failed = item({
    status: 'failed',
    catalogueId: null,
    error: SERVER_MESSAGES.batchProductFailed,
    errorMessage: { key: 'batchProductFailed', values: [] },
  });

  it('is the English as stored on an English page', () => {
    renderView(batch([failed]));
    expect(screen.getByText(SERVER_MESSAGES.batchProductFailed)).toBeInTheDocument();
  });

  it('is said by its key on a Hindi page', async () => {
    await applyLanguage('hi', false);
    renderView(batch([failed]));
    expect(
      screen.getByText('इस प्रोडक्ट की कोई तस्वीर नहीं बन पाई। फिर से कोशिश करने के लिए इसे दोबारा चलाएँ।'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SERVER_MESSAGES.batchProductFailed)).not.toBeInTheDocument();
  });
});
