import Beasties from 'beasties';

const FONT_FACE = /@font-face\{[^{}]*\}/g;
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)(")/g;
const DECODED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'" };
const ENCODED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#x27;' };

/**
 * Beasties parses the page without decoding entities, so it reads Tailwind's `[&_svg]:size-4`
 * as `[&amp;_svg]:size-4` and drops its rule. Its class attributes are decoded for it, and
 * encoded again after (`&quot;` stays as it is, as it ends the attribute).
 */
const decodeClasses = (html: string) =>
  html.replace(
    CLASS_ATTRIBUTE,
    (_all, open: string, value: string, close: string) =>
      open + value.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => DECODED[entity]!) + close,
  );
const encodeClasses = (html: string) =>
  html.replace(
    CLASS_ATTRIBUTE,
    (_all, open: string, value: string, close: string) =>
      open + value.replace(/&(?!quot;)|[<>']/g, (char) => ENCODED[char]!) + close,
  );

/**
 * A built page whose inlined stylesheet keeps only the rules its own markup uses (decision 211):
 * the app's whole stylesheet is 57 KB, and a phone's style and layout of the first screen
 * grow with every rule it has to match. The rest comes with the app: core/app-loader.ts adds
 * the whole stylesheet before the app's code runs, and removes this `<style data-used-rules>`.
 *
 * Beasties picks the rules whose selectors match the page. It keeps a font face only when a
 * rule names its family, and ours are named through CSS variables (`var(--font-sans)`), which
 * it cannot follow, so the `@font-face` rules are put back as they were.
 */
export async function keepUsedCss(html: string): Promise<string> {
  const styles = html.match(/<style>[\s\S]*?<\/style>/g) ?? [];
  if (styles.length !== 1)
    throw new Error(`a page needs one inlined stylesheet, not ${styles.length}`);
  const fontFaces = (styles[0]!.match(FONT_FACE) ?? []).join('');
  const beasties = new Beasties({
    reduceInlineStyles: true,
    fonts: false,
    keyframes: 'critical',
    // Its matching drops a selector wrapped whole in `:where(...)` (Tailwind's space-y-* and
    // divide-*): those few rules are kept.
    allowRules: [/^:where\(/],
    compress: true,
    logLevel: 'warn',
  });
  const pruned = encodeClasses(await beasties.process(decodeClasses(html)));
  return pruned
    .replace('<style>', () => `<style data-used-rules>${fontFaces}`)
    .replace(' data-beasties-container', '');
}
