import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import type { UsageHistoryEntry } from '@core/usage';
import { UsageHistoryCard } from './usage-history-card';

const HISTORY: UsageHistoryEntry[] = [
  {
    kind: 'credit',
    at: '2026-12-02T10:00:00.000Z',
    images: 5,
    reason: 'Vendor refused a shot; goodwill',
    runId: null,
    source: 'operator',
    report: null,
  },
  {
    kind: 'credit',
    at: '2026-12-01T12:00:00.000Z',
    images: 1,
    reason: 'wrong-colour',
    runId: '7a2b3c4d-aaaa-4bbb-8ccc-123456789abc',
    source: 'report',
    report: null,
  },
  {
    kind: 'report',
    at: '2026-12-01T11:00:00.000Z',
    images: 0,
    reason: null,
    runId: '7a2b3c4d-aaaa-4bbb-8ccc-123456789abc',
    source: null,
    report: null,
  },
  {
    kind: 'charge',
    at: '2026-12-01T09:30:00.000Z',
    images: 4,
    reason: null,
    runId: '6f1c2d3e-aaaa-4bbb-8ccc-123456789abc',
    source: null,
    report: null,
  },
  {
    kind: 'future-kind',
    at: '2026-11-30T08:00:00.000Z',
    images: 1,
    reason: null,
    runId: null,
    source: null,
    report: null,
  },
];

function renderCard(entries: UsageHistoryEntry[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(entries)),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <UsageHistoryCard />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());
afterAll(() => applyLanguage('en', false));

describe("Settings' usage history", () => {
  it("lists charges and credits by kind, newest first, without the operator's reason", async () => {
    renderCard(HISTORY);
    const list = await screen.findByRole('list', { name: 'Usage History' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Given back by support.*\+5 images$/),
      expect.stringMatching(/^Given back for a reported image.*Run 7a2b3c4d\+1 image$/),
      expect.stringMatching(/^Image reported, nothing given back.*Run 7a2b3c4d0 images$/),
      expect.stringMatching(/^Images used.*Run 6f1c2d3e−4 images$/),
      // A kind this build does not know is still shown, without a sign.
      expect.stringMatching(/^Adjustment.*1 image$/),
    ]);
    expect(screen.queryByText(/Vendor refused/)).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    renderCard([]);
    expect(await screen.findByText('No images charged or given back yet.')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await applyLanguage('hi', false);
    renderCard(HISTORY);
    const list = await screen.findByRole('list', { name: 'इस्तेमाल का ब्योरा' });
    expect(within(list).getByText('सपोर्ट ने वापस दीं')).toBeInTheDocument();
    expect(within(list).getByText('इमेज इस्तेमाल हुईं')).toBeInTheDocument();
    expect(within(list).getByText('रिपोर्ट की गई इमेज के लिए वापस दी गई')).toBeInTheDocument();
  });
});
