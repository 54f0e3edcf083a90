import { INDIAN_STATES } from '@core/billing-details';
import type { Language } from '@core/language';
import { textIn } from './language-store';
import { billingDetailsTexts } from './texts/billing-details';
import { formMessagesTexts as texts } from './texts/form-messages';
import { useLanguage } from './use-texts';

type Key = keyof typeof texts.en;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each text as a pattern: its words literally, each `{{value}}` a named group. */
const PATTERNS = (Object.entries(texts.en) as [Key, string][]).map(([key, english]) => {
  const names: string[] = [];
  const source = english
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** A state's English name (in a GSTIN's message) in the reader's language. */
function stateIn(language: Language, name: string): string {
  const state = INDIAN_STATES.find((candidate) => candidate.name === name);
  return state ? textIn(language, billingDetailsTexts, `state-${state.code}`) : name;
}

/**
 * A form message of core's schemas in `language` (decision 202); one it does not know (a
 * server's answer, already in the request's language) is shown as it came.
 */
export function formMessageIn(language: Language, message: string): string {
  if (language === 'en') return message;
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1] ?? '';
        return [name, name === 'state' ? stateIn(language, value) : value];
      }),
    );
    return textIn(language, texts, key, values);
  }
  return message;
}

/** `formMessageIn` in the current language, for components. */
export function useFormMessage() {
  const language = useLanguage();
  return (message: string) => formMessageIn(language, message);
}
