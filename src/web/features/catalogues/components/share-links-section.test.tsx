import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueShareView } from '@core/catalogue-shares';
import { ShareLinksSection } from './share-links-section';

const LINK = 'https://vastra.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** The server of the section: GET lists, POST makes one link, DELETE removes it. */
function fakeServer() {
  const links: CatalogueShareView[] = [];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST') {
        const link = {
          id: 'share-1',
          url: LINK,
          createdAt: '2026-11-27T10:00:00.000Z',
          expiresAt: '2026-12-04T10:00:00.000Z',
        };
        links.unshift(link);
        return Response.json(link, { status: 201 });
      }
      if (method === 'DELETE') {
        links.splice(0);
        return new Response(null, { status: 204 });
      }
      return Response.json(links);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Share section of a catalogue', () => {
  it('creates a 7-day link, offers copy and WhatsApp, then turns it off', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShareLinksSection catalogueId="cat-1" name="Diwali & Eid" />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Share' });
    expect(await within(section).findByText('No links yet.')).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText('Link expiry'), '7d');
    await user.click(within(section).getByRole('button', { name: 'Create link' }));

    expect(await within(section).findByRole('textbox', { name: 'Share link' })).toHaveValue(LINK);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/catalogues/cat-1/shares',
      body: { expiresIn: '7d' },
    });
    expect(within(section).getByText('Expires Dec 04, 2026')).toBeInTheDocument();
    const whatsapp = within(section).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Diwali & Eid ${LINK}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: /^Turn off/ }));
    expect(await within(section).findByText('No links yet.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/catalogues/cat-1/shares/share-1',
      body: undefined,
    });
  });
});
