/**
 * Finds a server message's English in the table and says it in another language (decision 199).
 * A message not in the table (a value only a developer sees, or one added without its Hindi)
 * stays in English: the parity test keeps the table whole.
 */
import type { Language } from '../../core/language.js';
import { SERVER_MESSAGES_HI } from './server-messages-hi.js';
import { SERVER_MESSAGES, type TranslatedMessages } from './server-messages.js';

type Template = (...values: string[]) => string;

interface TemplatePattern {
  pattern: RegExp;
  /** For each value the template takes, the capture group that holds it. */
  groups: number[];
  translated: Template;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Private-use characters around a value's number: no message says them. */
const marker = (index: number) => `\uE000${index}\uE001`;

/**
 * A template as a pattern: filled with markers, the text between them is kept literally and each
 * marker becomes a capture group (a value said twice is matched again by a back reference).
 */
function patternOf(template: Template, translated: Template): TemplatePattern {
  const filled = template(...Array.from({ length: template.length }, (_, index) => marker(index)));
  const groups: number[] = [];
  let source = '^';
  let group = 0;
  for (const [index, part] of filled.split(/\uE000(\d+)\uE001/).entries()) {
    if (index % 2 === 0) {
      source += escapeRegExp(part);
      continue;
    }
    const value = Number(part);
    if (groups[value] !== undefined) {
      source += `\\${groups[value]}`;
    } else {
      group += 1;
      groups[value] = group;
      source += '(.+?)';
    }
  }
  return { pattern: new RegExp(`${source}$`, 's'), groups, translated };
}

function tableOf(translations: TranslatedMessages) {
  const exact = new Map<string, string>();
  const templates: TemplatePattern[] = [];
  for (const key of Object.keys(SERVER_MESSAGES) as (keyof TranslatedMessages)[]) {
    const english = SERVER_MESSAGES[key] as string | Template;
    const translated = translations[key] as string | Template;
    if (typeof english === 'string') exact.set(english, translated as string);
    else templates.push(patternOf(english, translated as Template));
  }
  return { exact, templates };
}

const TABLES: Partial<Record<Language, ReturnType<typeof tableOf>>> = {
  hi: tableOf(SERVER_MESSAGES_HI),
};

export function localiseMessage(message: string, language: Language): string {
  const table = TABLES[language];
  if (!table) return message;
  const exact = table.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, groups, translated } of table.templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    // A value that is itself a message (a photo's refusal inside 'Back photo: …') is said too.
    const values = groups.map((group) => {
      const value = match[group] ?? '';
      return table.exact.get(value) ?? value;
    });
    return translated(...values);
  }
  return message;
}
