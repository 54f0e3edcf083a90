import { toast } from 'sonner';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@core/language';
import { cn } from '@/lib/cn';
import { applyLanguage } from './language-store';
import { languageTexts } from './texts/language';
import { useLanguage, useTexts } from './use-texts';

interface LanguageSwitchProps {
  /** Keeps the choice on the account too (signed in); the cookie keeps it either way. */
  saveToAccount?: (language: Language) => Promise<unknown>;
  className?: string;
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
          onClick={() => void choose(option)}
          className={cn(
            'rounded-full px-3 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            option === language
              ? 'bg-primary text-primary-foreground'
              : 'text-stone-700 hover:text-primary',
          )}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
