/**
 * The sign-in and sign-up forms' own rules and answers, in a DOM: the spec's messages, in the
 * spec's order, and what the page does with the server's refusal. The flows through the pages
 * (sign up, the emailed link, sign in, sign out) stay browser tests (e2e/accounts.spec.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { applyLanguage } from '@/i18n/language-store';
import { SignInRoute } from './sign-in';
import { SignUpRoute } from './sign-up';

// better-auth's client keeps the fetch it found when it was made, so the stand-in is put in
// place before the pages' modules load, and answers as each test sets it to.
const server = vi.hoisted(() => {
  const original = globalThis.fetch;
  const state = { answer: (_input: RequestInfo | URL): Promise<Response> => original(_input) };
  globalThis.fetch = (input: RequestInfo | URL) => state.answer(input);
  return { state, original };
});
afterAll(() => {
  globalThis.fetch = server.original;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the forms meet it: Google is set up, and sign-in answers as `signIn` says. */
function serve(signIn: () => Response = () => json({}, 500)) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/auth/sign-in/email') return signIn();
    if (url.pathname.startsWith('/api/auth/')) return json({ googleEnabled: true });
    return json({});
  });
  server.state.answer = fetch;
  return fetch;
}

const asked = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls.some(([input]) =>
    String(input instanceof Request ? input.url : input).includes(path),
  );

function renderPage(page: React.ReactNode, path: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the sign-up form', () => {
  it('checks its fields in the spec order and sends nothing until they pass', async () => {
    const fetch = serve();
    renderPage(<SignUpRoute />, '/sign-up');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    // Every rule fails: the missing field is reported first.
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(submit);
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    // Mismatch and too short: the mismatch comes before the length.
    await userEvent.type(screen.getByLabelText('Email'), 'order@example.com');
    await userEvent.click(submit);
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc');
    await userEvent.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(asked(fetch, '/sign-up/')).toBe(false);
  });
});

describe('the sign-in form', () => {
  it('asks for all fields when sent empty, without asking the server', async () => {
    const fetch = serve();
    renderPage(<SignInRoute />, '/sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(asked(fetch, '/sign-in/email')).toBe(false);
  });

  it('says its own rule by the rule’s key on a Hindi page', async () => {
    const fetch = serve();
    await applyLanguage('hi', false);
    try {
      renderPage(<SignInRoute />, '/sign-in');
      const form = document.querySelector('form')!;
      await userEvent.click(form.querySelector('button[type="submit"]')!);
      expect(await screen.findByText('कृपया सभी फ़ील्ड भरें')).toBeInTheDocument();
      expect(asked(fetch, '/sign-in/email')).toBe(false);
    } finally {
      await applyLanguage('en', false);
    }
  });

  it('shows the spec message for a wrong password and can be sent again', async () => {
    serve(() =>
      json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    );
    renderPage(<SignInRoute />, '/sign-in');
    await userEvent.type(screen.getByLabelText('Email'), 'seller@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
