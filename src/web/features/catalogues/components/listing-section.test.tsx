import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingView } from '@core/listing-review';
import { ListingSection } from './listing-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const COLOURS = ['Blue', 'Maroon', 'Red'];
const VIEW: ListingView = {
  catalogueId: 'cat-1',
  draft: {
    garmentType: 'kurta',
    english: {
      title: 'Blue Solid Cotton Kurta',
      bullets: ['Solid blue', 'Straight fit', 'Three-quarter sleeves'],
      description: 'A blue kurta for every day.',
    },
    hindi: null,
    attributes: {
      myntra: { prominent_colour: 'Blue', fabric: '' },
      meesho: { color: 'Blue' },
    },
    filledBy: 'offline',
    costUsd: null,
  },
  edited: false,
  columns: {
    myntra: [
      { key: 'prominent_colour', label: 'Prominent Colour', values: COLOURS, required: true },
      { key: 'fabric', label: 'Fabric', values: ['Cotton', 'Silk'], required: true },
    ],
    meesho: [{ key: 'color', label: 'Color', values: COLOURS, required: true }],
  },
  missing: { myntra: ['fabric'], meesho: [] },
  updatedAt: '2026-12-02T04:00:00.000Z',
};

/** The listing's server: GET answers the view, PUT keeps the body and answers it as edited. */
function fakeServer(first: Response | ListingView = VIEW) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') {
        const edit = body as Pick<ListingView['draft'], 'english' | 'hindi' | 'attributes'>;
        return Response.json({
          ...VIEW,
          draft: { ...VIEW.draft, ...edit },
          edited: true,
          missing: { myntra: [], meesho: [] },
          updatedAt: '2026-12-02T04:05:00.000Z',
        });
      }
      return first instanceof Response ? first : Response.json(first);
    }),
  );
  return calls;
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListingSection catalogueId="cat-1" />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Listing' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the Listing section of a catalogue', () => {
  it('keeps a bullet on one line: Enter adds no break, a pasted break becomes a space', async () => {
    fakeServer();
    const user = userEvent.setup();
    const section = renderSection();
    const bullet = await within(section).findByRole('textbox', { name: 'Bullet point 1' });
    // A field that wraps as it grows, so a phone shows the whole bullet.
    expect(bullet.tagName).toBe('TEXTAREA');
    await user.type(bullet, ' cotton{Enter}kurta');
    expect(bullet).toHaveValue('Solid blue cottonkurta');
    await user.clear(bullet);
    await user.click(bullet);
    await user.paste('Soft cotton\nfor summer');
    expect(bullet).toHaveValue('Soft cotton for summer');
  });

  it('shows the draft, marks what is missing, and saves the edits with a toast', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    const section = renderSection();

    const title = await within(section).findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Blue Solid Cotton Kurta');
    expect(within(section).getByRole('textbox', { name: 'Bullet point 2' })).toHaveValue(
      'Straight fit',
    );
    expect(within(section).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'A blue kurta for every day.',
    );
    const myntra = within(section).getByRole('group', { name: 'Myntra attributes' });
    const fabric = within(myntra).getByRole('combobox', { name: 'Fabric on Myntra' });
    expect(fabric).toHaveValue('');
    expect(fabric).toHaveAttribute('aria-invalid', 'true');
    expect(fabric).toHaveAccessibleDescription('Missing');
    expect(within(myntra).getByText('1 required value missing')).toBeInTheDocument();
    // Only the marketplace's own values are offered.
    const colour = within(myntra).getByRole('combobox', { name: 'Prominent Colour on Myntra' });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', ...COLOURS]);
    expect(within(section).getByRole('group', { name: 'Meesho attributes' })).toHaveTextContent(
      'Every required value is filled',
    );

    await user.clear(title);
    await user.type(title, 'Maroon Cotton Kurta');
    await user.selectOptions(colour, 'Maroon');
    await user.selectOptions(fabric, 'Cotton');
    expect(within(myntra).getByText('Every required value is filled')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save listing' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing Saved'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/catalogues/cat-1/listing',
      body: {
        english: { ...VIEW.draft.english, title: 'Maroon Cotton Kurta' },
        hindi: null,
        attributes: {
          myntra: { prominent_colour: 'Maroon', fabric: 'Cotton' },
          meesho: { color: 'Blue' },
        },
      },
    });
    expect(await within(section).findByText('Your edits are saved')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Maroon Cotton Kurta',
    );
  });

  it('gives a Hindi seller the Hindi texts beside the English ones, and saves both', async () => {
    const hindi = {
      title: 'नीला सूती कुर्ता',
      bullets: ['सादा नीला', 'सीधा फ़िट', 'तीन-चौथाई बाँहें'],
      description: 'रोज़ पहनने के लिए नीला कुर्ता।',
    };
    const calls = fakeServer({ ...VIEW, draft: { ...VIEW.draft, hindi } });
    const user = userEvent.setup();
    const section = renderSection();

    const inHindi = await within(section).findByRole('group', { name: 'In Hindi' });
    const title = within(inHindi).getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveValue('नीला सूती कुर्ता');
    expect(title).toHaveAttribute('lang', 'hi');
    // The English set is still the marketplaces'.
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Blue Solid Cotton Kurta',
    );
    await user.clear(within(inHindi).getByRole('textbox', { name: 'Bullet point 2 in Hindi' }));
    await user.click(within(section).getByRole('button', { name: 'Save listing' }));
    // An empty Hindi bullet is shown by its field, and nothing is sent.
    expect(
      within(inHindi).getByRole('textbox', { name: 'Bullet point 2 in Hindi' }),
    ).toHaveAccessibleDescription('A bullet point cannot be empty.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(
      within(inHindi).getByRole('textbox', { name: 'Bullet point 2 in Hindi' }),
      'ढीला फ़िट',
    );
    await user.click(within(section).getByRole('button', { name: 'Save listing' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing Saved'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      english: VIEW.draft.english,
      hindi: { ...hindi, bullets: ['सादा नीला', 'ढीला फ़िट', 'तीन-चौथाई बाँहें'] },
    });
  });

  it('shows a problem by its field and sends nothing', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    const section = renderSection();
    const title = await within(section).findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(section).getByRole('button', { name: 'Remove bullet point 1' }));
    expect(within(section).getAllByRole('textbox', { name: /^Bullet point/ })).toHaveLength(3);
    await user.click(within(section).getByRole('button', { name: 'Save listing' }));

    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Give the listing a title.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.type(title, 'A title again');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('says why when the draft cannot be filled, with a way to try again', async () => {
    fakeServer(
      Response.json(
        { error: { code: 'UNAVAILABLE', message: 'Listing drafts are not available yet.' } },
        { status: 503 },
      ),
    );
    const section = renderSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The listing could not be filled.');
    expect(alert).toHaveTextContent('Listing drafts are not available yet.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
