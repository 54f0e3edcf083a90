/**
 * A namespace of UI texts: its name and its English texts, which are the spec's exact words
 * (decision 194). A namespace lives in i18n/texts/<name>.ts and is imported by the components
 * that show it, so its English loads with them; its Hindi is i18n/hi/<name>.ts, loaded only
 * when Hindi is chosen.
 *
 * Texts use i18next's syntax: `{{name}}` for a value, `key_one` / `key_other` for a count.
 */
export type Texts = Readonly<Record<string, string>>;

export interface TextNamespace<E extends Texts = Texts> {
  readonly name: string;
  readonly en: E;
}

export function defineTexts<const E extends Texts>(name: string, en: E): TextNamespace<E> {
  return { name, en };
}

/** A namespace's Hindi: the same keys as its English, every one translated. */
export type HindiOf<N extends TextNamespace> = { readonly [K in keyof N['en']]: string };

/** A key as `t` takes it: a plural pair (`x_one`, `x_other`) is asked for as `x`. */
export type TextKey<E extends Texts> = {
  [K in keyof E & string]: K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
}[keyof E & string];

export type TextValues = Record<string, string | number>;
