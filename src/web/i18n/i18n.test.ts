import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TextNamespace, Texts } from './define-texts';
import { englishText } from './english';
import { namespaceOf } from './hindi-engine';

// Every namespace's English (i18n/texts) and Hindi (i18n/hi), read the way the app reads them.
const english = Object.values(
  import.meta.glob<Record<string, TextNamespace>>('./texts/*.ts', { eager: true }),
).flatMap((module) => Object.values(module));
const hindi = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Texts }>('./hi/*.ts', { eager: true })).map(
    ([file, module]) => [namespaceOf(file), module.default],
  ),
);

const marks = (text: string) => [...text.matchAll(/<(\w+)>.*?<\/\1>/gs)].map((m) => m[1]).sort();
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI texts in both languages (decision 194)', () => {
  it('has namespaces, each with one unique name', () => {
    expect(english.length).toBeGreaterThan(0);
    const names = english.map((namespace) => namespace.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a Hindi file for every namespace and no Hindi without English', () => {
    expect(Object.keys(hindi).sort()).toEqual(english.map((namespace) => namespace.name).sort());
  });

  for (const namespace of english) {
    describe(namespace.name, () => {
      it('translates every key, and only those, into non-empty Hindi', () => {
        const texts = hindi[namespace.name] ?? {};
        expect(Object.keys(texts).sort()).toEqual(Object.keys(namespace.en).sort());
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${namespace.name}.${key}`).not.toBe('');
        }
      });

      it('keeps every <mark>…</mark> of the English in the Hindi (RichText)', () => {
        const texts = hindi[namespace.name] ?? {};
        for (const [key, text] of Object.entries(namespace.en)) {
          expect(marks(texts[key] ?? ''), `${namespace.name}.${key}`).toEqual(marks(text));
        }
      });

      it('keeps every {{value}} of the English in the Hindi', () => {
        const texts = hindi[namespace.name] ?? {};
        for (const [key, text] of Object.entries(namespace.en)) {
          expect(placeholders(texts[key] ?? ''), `${namespace.name}.${key}`).toEqual(
            placeholders(text),
          );
        }
      });
    });
  }

  it('reads English exactly as i18next would, values and plurals included', async () => {
    const engine = i18next.createInstance();
    await engine.init({
      lng: 'en',
      resources: { en: Object.fromEntries(english.map((n) => [n.name, n.en])) },
      interpolation: { escapeValue: false },
      // Keys are flat and may hold '.' or ':' (garment ids); only `_one`/`_other` mean plurals.
      keySeparator: false,
      nsSeparator: false,
    });
    for (const namespace of english) {
      const bases = new Set(
        Object.keys(namespace.en).map((key) => key.replace(/_(one|other)$/, '')),
      );
      for (const key of bases) {
        const values = Object.fromEntries(
          placeholders(namespace.en[key] ?? namespace.en[`${key}_other`] ?? '').map((name) => [
            name,
            `‹${name}›`,
          ]),
        );
        for (const count of [0, 1, 2, 1000]) {
          const withCount = { ...values, count };
          expect(englishText(namespace.en, key, withCount), `${namespace.name}.${key}`).toBe(
            engine.t(key, { ns: namespace.name, ...withCount }),
          );
        }
        expect(englishText(namespace.en, key, values)).toBe(
          engine.t(key, { ns: namespace.name, ...values }),
        );
      }
    }
  });
});
