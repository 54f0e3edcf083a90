import { useState } from 'react';
import { toast } from 'sonner';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@core/language';
import { cn } from '@/lib/cn';
import { HINDI_LABEL } from './hindi-label-path';
import { applyLanguage } from './language-store';
import { languageTexts } from './texts/language';
import { useLanguage, useTexts } from './use-texts';

interface LanguageSwitchProps {
  /** Keeps the choice on the account too (signed in); the cookie keeps it either way. */
  saveToAccount?: (language: Language) => Promise<unknown>;
  className?: string;
}

/**
 * "हिन्दी" drawn, not typed: as text it would make every English page download the
 * Devanagari font (118 KB) for this one word. Its name is the button's aria-label.
 */
function HindiLabel() {
  const { width, height, baseline, d } = HINDI_LABEL;
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${width} ${height}`}
      fill="currentColor"
      style={{
        display: 'inline-block',
        width: `${width / 1000}em`,
        height: `${height / 1000}em`,
        verticalAlign: `${(baseline - height) / 1000}em`,
      }}
    >
      <path d={d} />
    </svg>
  );
}

/**
 * English / हिन्दी: each name in its own language, the current one pressed (decision 194). A
 * press shows at once (decision 215): the language chosen is pressed and the switch busy while
 * its texts arrive; the page's loader does the same before the app is there (core/app-loader.ts).
 */
export function LanguageSwitch({ saveToAccount, className }: LanguageSwitchProps) {
  const t = useTexts(languageTexts);
  const language = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const shown = pending ?? language;

  const choose = async (next: Language) => {
    if (next === shown) return;
    setPending(next);
    try {
      await applyLanguage(next);
    } catch {
      toast.error(t('loadFailed'));
      return;
    } finally {
      setPending(null);
    }
    if (saveToAccount) {
      await saveToAccount(next).catch(() => toast.error(t('saveFailed')));
    }
  };

  return (
    <div
      role="group"
      aria-label={t('switchLabel')}
      aria-busy={pending ? true : undefined}
      className={cn(
        'inline-flex rounded-full border border-border bg-card p-0.5 text-sm aria-busy:cursor-progress aria-busy:opacity-80',
        className,
      )}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          data-language-choice={option}
          aria-pressed={option === shown}
          aria-label={LANGUAGE_NAMES[option]}
          onClick={() => void choose(option)}
          // Styled by aria-pressed, so the page's loader can press it before the app is there.
          className="rounded-full px-3 py-1 font-medium text-stone-700 transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:text-primary-foreground"
        >
          {option === 'hi' ? <HindiLabel /> : LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
