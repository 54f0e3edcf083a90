import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CheckoutView } from '@core/billing';
import type { UsageResponse } from '@core/usage';
import { PaymentSuccessRoute } from './payment-success';

vi.mock('@/features/auth/api/use-session', () => ({
  useSession: () => ({ user: { id: 'seller-1' }, isLoading: false }),
}));

const usage = (plan: UsageResponse['plan'], extra: Partial<UsageResponse> = {}) =>
  ({
    plan,
    billingPeriod: 'monthly',
    used: 0,
    limit: 500,
    remaining: 500,
    held: 0,
    canGenerate: true,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    currentPeriodEnd: plan === 'free' ? null : '2026-12-20T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...extra,
  }) satisfies UsageResponse;

function fakeApi(answers: { usage?: UsageResponse; checkout?: Partial<CheckoutView> }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/usage') && answers.usage) return Response.json(answers.usage);
    if (url.includes('/api/billing/checkout/') && answers.checkout) {
      return Response.json(answers.checkout);
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(address: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <PaymentSuccessRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('/payment-success without a checkout', () => {
  it('shows an upgraded seller their plan, not Upgrade Failed', async () => {
    const fetch = fakeApi({ usage: usage('pro', { billingPeriod: 'yearly' }) });
    renderAt('/payment-success');
    expect(
      await screen.findByRole('heading', { name: 'You are on the Pro Plan (Yearly)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It renews on/)).toBeInTheDocument();
    expect(screen.queryByText('Upgrade Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/billing/checkout/'),
      expect.anything(),
    );
  });

  it('tells a Free seller there is no payment to check, with a way to Pricing', async () => {
    fakeApi({ usage: usage('free', { limit: 5, remaining: 5 }) });
    renderAt('/payment-success');
    expect(await screen.findByRole('heading', { name: 'No payment to check' })).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Upgrade Failed')).not.toBeInTheDocument();
  });
});

describe('/payment-success with a checkout', () => {
  it('still says Upgrade Failed for a checkout the server does not know', async () => {
    fakeApi({ usage: usage('pro') });
    renderAt('/payment-success?checkout=chk_missing');
    expect(await screen.findByRole('heading', { name: 'Upgrade Failed' })).toBeInTheDocument();
  });

  it('keeps the success texts for a verified payment', async () => {
    fakeApi({
      usage: usage('premium'),
      checkout: {
        id: 'chk_1',
        plan: 'premium',
        period: 'monthly',
        amountPaise: 99_900,
        state: 'success',
        failureReason: null,
        periodEnd: '2026-12-27T00:00:00.000Z',
        features: ['Priority support'],
      },
    });
    renderAt('/payment-success?checkout=chk_1');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Premium Plan')).toBeInTheDocument();
    expect(screen.getByText('Priority support')).toBeInTheDocument();
  });
});
