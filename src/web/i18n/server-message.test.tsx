/**
 * A server's error said where it is shown (decision 273): the answer carries the English and its
 * key; a Hindi page says the key in Hindi, and a key this web does not know stays the English.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingSection } from '@/features/catalogues/components/listing-section';
import { LISTING_TEXTS } from '@core/listing-review';
import { applyLanguage } from './language-store';
import { saidByAuth, serverMessageIn } from './server-message';

/** The listing's server refusing to fill: its photo is gone (409, with the message's key). */
function refusingServer(error: { message: string; key?: string; values?: unknown[] }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: { code: 'CONFLICT', ...error } }, { status: 409 })),
  );
}

function renderListing() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ListingSection catalogueId="cat-1" />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en', false);
});

describe("a server's error in the reader's language", () => {
  it('is said in Hindi by its key on a Hindi page', async () => {
    await applyLanguage('hi', false);
    refusingServer({ message: LISTING_TEXTS.noPhoto, key: 'listingNoPhoto', values: [] });
    renderListing();
    expect(
      await screen.findByText(
        'इस कैटलॉग की प्रोडक्ट फ़ोटो अब सेव नहीं है, इसलिए इसकी लिस्टिंग नहीं भरी जा सकती।',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(LISTING_TEXTS.noPhoto)).not.toBeInTheDocument();
  });

  it('is the English as it came on an English page', async () => {
    refusingServer({ message: LISTING_TEXTS.noPhoto, key: 'listingNoPhoto', values: [] });
    renderListing();
    expect(await screen.findByText(LISTING_TEXTS.noPhoto)).toBeInTheDocument();
  });

  it('falls back to the English for a key this web does not know, or none', async () => {
    await applyLanguage('hi', false);
    const newer = 'A message a newer server says.';
    refusingServer({ message: newer, key: 'somethingNewer', values: [] });
    renderListing();
    expect(await screen.findByText(newer)).toBeInTheDocument();

    expect(serverMessageIn('hi', { message: 'No key at all.' })).toBe('No key at all.');
    // Values that do not fit this web's template (another version's) leave the English too.
    expect(serverMessageIn('hi', { message: 'Plan.', key: 'alreadyOnPlan', values: [] })).toBe(
      'Plan.',
    );
    expect(serverMessageIn('hi', { message: 'Pro.', key: 'alreadyOnPlan', values: ['pro'] })).toBe(
      'आप पहले से Pro प्लान पर हैं।',
    );
  });
});

describe("better-auth's client errors (decision 275)", () => {
  /** The client's error around the app's answer, as better-auth's client hands it over. */
  const authError = (answer: { message: string; key?: string; values?: unknown[] }) => ({
    status: 400,
    code: 'SOME_CODE',
    message: answer.message,
    error: { code: 'BAD_REQUEST', ...answer },
  });
  const unworded = authError({
    message: 'Some code the app has no words for',
    key: 'badRequest',
    values: ['Some code the app has no words for'],
  });

  it('says a code the app words by its key in Hindi', async () => {
    await applyLanguage('hi', false);
    expect(
      saidByAuth(authError({ message: 'That code is not correct.', key: 'invalidCode' })),
    ).toBe('यह कोड सही नहीं है। अपना ऑथेंटिकेटर ऐप देखें और फिर से कोशिश करें।');
  });

  it("says the generic message in Hindi for better-auth's own words, never its English", async () => {
    await applyLanguage('hi', false);
    expect(saidByAuth(unworded)).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    // A failed request has no answer of the app's: its English is not said either.
    expect(saidByAuth({ status: 0, message: 'Failed to fetch' })).toBe(
      'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
    // With no words at all, the caller says its own.
    expect(saidByAuth({ status: 500 })).toBeNull();
  });

  it('leaves an English page the English as it came', () => {
    expect(saidByAuth(unworded)).toBeNull();
  });
});
