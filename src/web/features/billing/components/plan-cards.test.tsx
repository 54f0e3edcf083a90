import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import type { UsageResponse } from '@core/usage';
import { PlanCards } from './plan-cards';

const session = vi.hoisted(() => ({ user: null as null | { id: string } }));
vi.mock('@/features/auth/api/use-session', () => ({ useSession: () => session }));
vi.mock('./payment-button', () => ({
  PaymentButton: ({ highlighted }: { highlighted: boolean }) => (
    <button type="button" data-highlighted={highlighted}>
      Subscribe
    </button>
  ),
}));

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  session.user = null;
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('plan cards', () => {
  it('?retry=premium moves the emphasis, badge and filled button to Premium', () => {
    render(
      <MemoryRouter>
        <PlanCards highlight="premium" />
      </MemoryRouter>,
    );
    expect(card('Premium')).toHaveAttribute('data-highlighted', 'true');
    expect(card('Pro')).toHaveAttribute('data-highlighted', 'false');
    expect(within(card('Pro')).queryByText('Most Popular')).not.toBeInTheDocument();
    const pro = within(card('Pro')).getByRole('link', { name: 'Sign In to Subscribe' });
    const premium = within(card('Premium')).getByRole('link', { name: 'Sign In to Subscribe' });
    expect(pro).not.toHaveClass('bg-primary');
    expect(premium).toHaveClass('bg-primary');
  });

  it("shows a Pro user one 'Current Plan': Pro's, with Free included", async () => {
    session.user = { id: 'seller-1' };
    const usage: Partial<UsageResponse> = { plan: 'pro', used: 0, limit: 500, remaining: 500 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(usage)),
    );
    render(
      <MemoryRouter>
        <PlanCards />
      </MemoryRouter>,
    );
    expect(await within(card('Pro')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(
      await within(card('Free')).findByRole('button', { name: 'Included in Pro' }),
    ).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
  });
});
