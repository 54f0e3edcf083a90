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

/** English / हिन्दी: each name in its own language, the current one pressed (decision 194). */
export function LanguageSwitch({ saveToAccount, className }: LanguageSwitchProps) {
  const t = useTexts(languageTexts);
  const language = useLanguage();

  const choose = async (next: Language) => {
    if (next === language) return;
    await applyLanguage(next);
    if (saveToAccount) {
      await saveToAccount(next).catch(() => toast.error(t('saveFailed')));
    }
  };

  return (
    <div
      role="group"
      aria-label={t('switchLabel')}
      className={cn(
        'inline-flex rounded-full border border-border bg-card p-0.5 text-sm',
        className,
      )}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          aria-label={LANGUAGE_NAMES[option]}
          onClick={() => void choose(option)}
          className={cn(
            'rounded-full px-3 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            option === language
              ? 'bg-primary text-primary-foreground'
              : 'text-stone-700 hover:text-primary',
          )}
        >
          {option === 'hi' ? <HindiLabel /> : LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
