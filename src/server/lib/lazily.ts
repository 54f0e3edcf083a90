/**
 * A value made on first use and shared after: how rarely used vendor modules are loaded, so a
 * server that never needs them does not hold them in memory (decision 116). A failed attempt
 * is forgotten, so the next use tries again.
 */
export function lazily<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
