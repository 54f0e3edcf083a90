import type { TextNamespace, Texts } from '@/i18n/define-texts';

/** One section of a legal page: the keys of its heading, its paragraphs and its bullets. */
export interface LegalSection<K extends string> {
  id: string;
  heading: K;
  paragraphs: K[];
  bullets: K[];
}

const SECTION_KEY = /^(.+)\.(heading|p\d+|b\d+)$/;

/**
 * A legal page's sections, read from its namespace's keys in order: `<id>.heading`, then
 * `<id>.p<n>` paragraphs and `<id>.b<n>` bullets. The page's layout is its English keys, so
 * the Hindi (the same keys) fills the same sections.
 */
export function legalSections<E extends Texts>(
  namespace: TextNamespace<E>,
): LegalSection<keyof E & string>[] {
  const sections = new Map<string, LegalSection<keyof E & string>>();
  for (const key of Object.keys(namespace.en) as (keyof E & string)[]) {
    const [, id, part] = SECTION_KEY.exec(key) ?? [];
    if (!id || !part) continue;
    const section = sections.get(id) ?? { id, heading: key, paragraphs: [], bullets: [] };
    if (part === 'heading') section.heading = key;
    else if (part.startsWith('p')) section.paragraphs.push(key);
    else section.bullets.push(key);
    sections.set(id, section);
  }
  return [...sections.values()];
}
