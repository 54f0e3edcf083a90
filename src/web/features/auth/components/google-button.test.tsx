import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleButton } from './google-button';

function renderWith(config: Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => config),
  );
  const onClick = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <GoogleButton onClick={onClick} />
    </QueryClientProvider>,
  );
  return onClick;
}

const answer = (googleEnabled: boolean) =>
  Promise.resolve(
    new Response(JSON.stringify({ googleEnabled }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('GoogleButton', () => {
  it('can be pressed before the server has said whether Google is set up', async () => {
    const onClick = renderWith(new Promise<Response>(() => {}));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled, with the reason, once the server says it has no Google keys', async () => {
    const onClick = renderWith(answer(false));
    const button = () => screen.getByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(button()).toBeDisabled());
    await userEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
  });
});
