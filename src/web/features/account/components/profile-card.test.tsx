/**
 * The profile form's own checks (core's updateProfileSchema, run in the browser) said by their
 * key (decision 273): a Hindi page shows the check's Hindi, and the message follows the language.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import type { ProfileView } from '@core/account';
import { profileQueryKey } from '../api/get-profile';
import { ProfileCard } from './profile-card';

const PROFILE: ProfileView = {
  firstName: 'Asha',
  lastName: 'Rao',
  company: '',
  email: 'asha@example.in',
  emailVerified: true,
  avatarUrl: null,
  twoFactorEnabled: false,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  language: 'hi',
};

describe('the profile form in Hindi', () => {
  beforeAll(() => applyLanguage('hi', false));
  afterAll(() => applyLanguage('en', false));

  it('shows a form check’s message in Hindi by its key, and in English once switched', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(profileQueryKey, PROFILE);
    const { container } = render(
      <QueryClientProvider client={client}>
        <ProfileCard />
      </QueryClientProvider>,
    );
    const firstName = container.querySelector<HTMLInputElement>('#profile-firstName')!;
    fireEvent.change(firstName, { target: { value: 'x'.repeat(81) } });
    fireEvent.submit(firstName.form!);

    const error = await screen.findByText('ज़्यादा से ज़्यादा 80 अक्षर।');
    expect(error.id).toBe('profile-firstName-error');
    // The key is kept, not the words: switching the language says it again.
    await act(() => applyLanguage('en', false));
    expect(error.textContent).toBe('At most 80 characters.');
  });
});
