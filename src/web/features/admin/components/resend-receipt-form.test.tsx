import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerDetail } from '@core/admin';
import { ResendReceiptForm } from './resend-receipt-form';

const payment = (id: string, invoiceNumber: string | null): SellerDetail['payments'][number] => ({
  id,
  createdAt: '2026-12-01T10:00:00.000Z',
  plan: 'pro',
  billingPeriod: 'monthly',
  amountPaise: 2_999_00,
  status: invoiceNumber ? 'completed' : 'failed',
  invoiceNumber,
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(payments: SellerDetail['payments']) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ sent: true });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResendReceiptForm sellerId="seller 1" payments={payments} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('resending a receipt from the console (decision 268)', () => {
  it('offers only payments with an invoice and sends the chosen one with its reason', async () => {
    const user = userEvent.setup();
    const calls = renderForm([
      payment('11111111-1111-4111-8111-111111111111', 'VS-2026-000002'),
      payment('22222222-2222-4222-8222-222222222222', null),
      payment('33333333-3333-4333-8333-333333333333', 'VS-2026-000001'),
    ]);
    const choice = screen.getByLabelText('Receipt to resend');
    expect([...choice.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '11111111-1111-4111-8111-111111111111',
      '33333333-3333-4333-8333-333333333333',
    ]);
    await user.selectOptions(choice, '33333333-3333-4333-8333-333333333333');
    await user.click(screen.getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText('Say why, in at least 5 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Lost the first');
    await user.click(screen.getByRole('button', { name: 'Resend receipt' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/admin/sellers/seller%201/emails/receipt',
      body: { paymentId: '33333333-3333-4333-8333-333333333333', reason: 'Lost the first' },
    });
  });

  it('is not there when no payment has an invoice', () => {
    renderForm([payment('22222222-2222-4222-8222-222222222222', null)]);
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).toBeNull();
  });
});
