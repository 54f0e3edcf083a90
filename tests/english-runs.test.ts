import { describe, expect, it } from 'vitest';
import { englishRuns } from '../e2e/support/english-runs';

// The e2e Hindi pages' check (e2e/hindi-public.spec.ts) is only as good as this helper.
describe('englishRuns', () => {
  it('finds three English words in a row on a Hindi page', () => {
    expect(englishRuns('कैटलॉग बनाएँ Back to Home और')).toEqual(['Back to Home']);
    expect(englishRuns('सवाल: How long does, a catalogue take?')).toEqual([
      'How long does, a catalogue take',
    ]);
  });

  it('lets product names, plan names, acronyms, emails and two-word phrases be', () => {
    expect(
      englishRuns(
        'Vastra Studio से Free, Pro और Premium प्लान; हर महीने 500 AI तस्वीरें, HD में। hello@vastra.studio पर लिखें, “Renews on” देखें।',
      ),
    ).toEqual([]);
    expect(englishRuns('Vastra Studio Pro Premium')).toEqual([]);
  });
});
