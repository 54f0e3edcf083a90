import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

/** A layout with its own ScrollToTop, as the public and dashboard layouts have. */
const layout = (
  <main>
    <ScrollToTop />
    <Outlet />
  </main>
);

describe('ScrollToTop', () => {
  it('leaves the first page where it is and starts every later page at its top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter(
      [
        { element: layout, children: [{ path: '/' }, { path: '/pricing' }] },
        { element: <section>{layout}</section>, children: [{ path: '/dashboard' }] },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // A visitor who scrolled the built page before it hydrated stays where they are.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Another layout mounts its own instance: its first page starts at the top too.
    await act(() => router.navigate('/dashboard'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // Back on the page the document was loaded at, after leaving it.
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
