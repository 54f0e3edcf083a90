/**
 * A message kept or sent beside its English: its key in the server's table and its values
 * (decisions 273, 275), e.g. why a shot failed. The web says it with `useServerMessage`; a key
 * it does not know, or none (a row older than the key), shows the English beside it.
 */
export interface StoredMessage {
  readonly key: string;
  readonly values: readonly (string | number)[];
}
