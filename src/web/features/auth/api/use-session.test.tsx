import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';
import { useSession } from './use-session';

const atom = authClient.$store.atoms.session!;
const pending = {
  data: null,
  error: null,
  isPending: true,
  isRefetching: false,
  refetch: atom.get().refetch,
};
const user = { id: 'seller-1', email: 'seller@example.com', name: 'Asha' };

let renders = 0;
function Seller() {
  renders++;
  const { isLoading, user } = useSession();
  return <p>{isLoading ? 'unknown' : (user?.name ?? 'signed out')}</p>;
}

describe('useSession', () => {
  beforeEach(() => {
    renders = 0;
    // The store asks the server on its first listener; the answers here are set by hand.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    atom.set({ ...pending });
  });
  afterEach(() => atom.set({ ...pending }));

  it('renders nothing again while the session is still unknown, once per answer', () => {
    render(<Seller />);
    expect(screen.getByText('unknown')).toBeVisible();
    const first = renders;
    // The store changes (a refetch starts) but the answer is the same: no render.
    act(() => atom.set({ ...pending, isRefetching: true }));
    expect(renders).toBe(first);
    act(() => atom.set({ ...pending, isPending: false, data: { user, session: {} } }));
    expect(screen.getByText('Asha')).toBeVisible();
    expect(renders).toBe(first + 1);
    act(() => atom.set({ ...pending, isPending: false, data: null }));
    expect(screen.getByText('signed out')).toBeVisible();
  });
});
