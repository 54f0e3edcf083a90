import type { i18n } from 'i18next';
import type { Texts } from './define-texts';

/** Every namespace's Hindi, one small chunk each, fetched only when Hindi is chosen. */
const hindiModules = import.meta.glob<{ default: Texts }>('./hi/*.ts');

export const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.ts$/, '$1');

/** i18next with all of Hindi loaded: the library and the texts arrive together, once. */
export async function loadHindiEngine(): Promise<i18n> {
  const [{ default: i18next }, bundles] = await Promise.all([
    import('i18next'),
    Promise.all(
      Object.entries(hindiModules).map(async ([file, load]) => ({
        name: namespaceOf(file),
        texts: (await load()).default,
      })),
    ),
  ]);
  const engine = i18next.createInstance();
  await engine.init({
    lng: 'hi',
    fallbackLng: false,
    resources: { hi: Object.fromEntries(bundles.map((bundle) => [bundle.name, bundle.texts])) },
    interpolation: { escapeValue: false },
    // Keys are flat and may hold '.' or ':' (garment ids); only `_one`/`_other` mean plurals.
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
  });
  return engine;
}
