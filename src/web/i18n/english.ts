import type { Texts, TextValues } from './define-texts';

const englishPlurals = new Intl.PluralRules('en');

/**
 * English texts without the i18n engine: the texts are the source, so a key is looked up and
 * its `{{values}}` filled, with i18next's plural rule (`key_one` / `key_other`). Keeping i18next
 * out of English keeps the landing's first load in its budget (decision 194); i18n.test.ts
 * checks every English text reads the same here as through i18next.
 */
export function englishText(texts: Texts, key: string, values?: TextValues): string {
  const count = values?.count;
  const plural =
    typeof count === 'number' ? texts[`${key}_${englishPlurals.select(count)}`] : undefined;
  const text = plural ?? texts[key] ?? key;
  return values ? fill(text, values) : text;
}

function fill(text: string, values: TextValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
