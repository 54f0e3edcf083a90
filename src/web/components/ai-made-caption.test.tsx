import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language-store';
import { AI_MADE_CAPTION } from '@core/runs';
import { AiMadeCaption } from './ai-made-caption';

describe('the caption below an AI-made image (decision 255)', () => {
  afterAll(async () => {
    await applyLanguage('en', false);
  });

  it('says in English that AI made it, as text a screen reader reads', () => {
    render(<AiMadeCaption />);
    const caption = screen.getByTestId('ai-made-caption');
    expect(caption).toHaveTextContent(AI_MADE_CAPTION);
    expect(caption.tagName).toBe('P');
  });

  it('says it in Hindi for a Hindi reader', async () => {
    await applyLanguage('hi', false);
    render(<AiMadeCaption />);
    expect(screen.getByTestId('ai-made-caption')).toHaveTextContent('AI से बनाई गई');
  });
});
