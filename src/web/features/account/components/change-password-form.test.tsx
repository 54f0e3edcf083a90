import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { applyLanguage } from '@/i18n/language-store';
import { ChangePasswordForm } from './change-password-form';

afterEach(async () => {
  await applyLanguage('en', false);
  vi.unstubAllGlobals();
});

async function typeMismatchedPasswords() {
  const fetch = vi.fn(async () => Response.json({}));
  vi.stubGlobal('fetch', fetch);
  render(
    <>
      <ChangePasswordForm hasPassword />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  const [current, next, confirm] = Array.from(document.querySelectorAll('input'));
  await user.type(current!, 'old-password-1');
  await user.type(next!, 'new-password-1');
  await user.type(confirm!, 'new-password-2');
  await user.click(document.querySelector('button[type="submit"]')!);
  return fetch;
}

describe('the change-password form', () => {
  it("says the rule's words by its key, sending nothing", async () => {
    const fetch = await typeMismatchedPasswords();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says them in Hindi on a Hindi page', async () => {
    await applyLanguage('hi', false);
    const fetch = await typeMismatchedPasswords();
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
