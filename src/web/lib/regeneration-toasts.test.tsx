import { toast } from 'sonner';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import { SERVER_MESSAGES } from '@core/server-messages';
import { toastRegenerationEnded } from './regeneration-toasts';

const failed = {
  id: 'regeneration-1',
  status: 'failed' as const,
  error: SERVER_MESSAGES.safetyDeclinedToMake,
  errorMessage: { key: 'safetyDeclinedToMake', values: [] },
};

describe("a failed regeneration's toast (decision 275)", () => {
  afterAll(async () => {
    await applyLanguage('en', false);
  });

  it("says the engine's reason in English on an English page", async () => {
    await applyLanguage('en', false);
    const error = vi.spyOn(toast, 'error');
    toastRegenerationEnded('Front', failed);
    expect(error).toHaveBeenCalledWith('Regeneration Failed', {
      description: `${SERVER_MESSAGES.safetyDeclinedToMake} Your current image was kept and the image was not counted.`,
    });
  });

  it('says it, and the rest of the toast, in Hindi by its key', async () => {
    await applyLanguage('hi', false);
    const error = vi.spyOn(toast, 'error');
    toastRegenerationEnded('Front', failed);
    expect(error).toHaveBeenCalledWith('तस्वीर फिर से नहीं बन पाई', {
      description:
        'इमेज सेवा के सुरक्षा फ़िल्टर ने यह इमेज बनाने से मना कर दिया। आपकी मौजूदा तस्वीर बनी रही और यह तस्वीर गिनी नहीं गई।',
    });
  });

  it('keeps the English of a regeneration failed before keys', async () => {
    await applyLanguage('hi', false);
    const error = vi.spyOn(toast, 'error');
    toastRegenerationEnded('Front', { ...failed, error: 'Old words.', errorMessage: null });
    expect(error.mock.calls[0]![1]).toEqual({
      description: 'Old words. आपकी मौजूदा तस्वीर बनी रही और यह तस्वीर गिनी नहीं गई।',
    });
  });
});
