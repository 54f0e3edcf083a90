import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageStore from './language-store';

/** applyLanguage held until the test lets it end, as Hindi's texts arriving over a slow network. */
const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
vi.mock('./language-store', async (original) => ({
  ...(await original<typeof LanguageStore>()),
  applyLanguage: vi.fn(
    () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  ),
}));

const { LanguageSwitch } = await import('./language-switch');

afterEach(() => (pending.length = 0));

describe('LanguageSwitch', () => {
  it('shows the language pressed and the switch busy at once, until its texts have come', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    const english = screen.getByRole('button', { name: 'English' });
    expect(hindi).toHaveAttribute('aria-pressed', 'false');

    await user.click(hindi);
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Language' })).toHaveAttribute('aria-busy', 'true');

    pending[0]!.resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole('group', { name: 'Language' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('says so when the language cannot be loaded, and stays as it was', async () => {
    const user = userEvent.setup();
    const { Toaster } = await import('@/components/ui/toaster');
    render(
      <>
        <Toaster />
        <LanguageSwitch />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    pending[0]!.reject(new Error('offline'));
    expect(
      await screen.findByText('Could not load the language. Check your connection and try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
