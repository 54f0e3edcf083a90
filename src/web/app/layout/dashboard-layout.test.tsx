import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/features/auth/api/use-session';
import { DashboardLayout } from './dashboard-layout';

let session: SessionState = { isLoading: true, user: null };
vi.mock('@/features/auth/api/use-session', () => ({ useSession: () => session }));

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<h1>Create Your Catalogue</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The root of the page built for a signed-in seller (decision 213), or the app's plain shell. */
function rootSays(expected: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (expected) root.setAttribute('data-session', 'expected');
  document.body.append(root);
}

describe('the dashboard while the session is restored', () => {
  beforeEach(() => {
    session = { isLoading: true, user: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => document.getElementById('root')?.remove());

  it("shows the spinner with 'Loading' in the app's shell", () => {
    rootSays(false);
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Create Your Catalogue' })).toBeNull();
  });

  it("shows the studio itself on the page built for a signed-in seller, 'Loading' beside it", () => {
    rootSays(true);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Create Your Catalogue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Catalogues' })).toBeVisible();
    // In the sidebar's foot and in the phone's top bar (each shown at its own width).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading',
      'Loading',
    ]);
  });

  it("drops 'Loading' once the seller is known", () => {
    rootSays(true);
    session = {
      isLoading: false,
      user: { id: 'seller-1', email: 'asha@example.com', name: 'Asha' },
    };
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Create Your Catalogue' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('Asha');
  });

  it('turns to the sign-in prompt there when the session is gone', () => {
    rootSays(true);
    session = { isLoading: false, user: null };
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Sign In to Continue' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Create Your Catalogue' })).toBeNull();
  });
});
