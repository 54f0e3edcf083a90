/** Words joined by single spaces, empties skipped. */
export function joinWords(words: readonly string[]): string {
  return words
    .map((word) => word.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The words within `limit` characters: the last words are dropped first (the title's order puts
 * the least needed last), and a single word still too long is cut at the limit.
 */
export function fitText(words: readonly string[], limit: number): string {
  const kept = words.map((word) => word.trim()).filter(Boolean);
  while (kept.length > 1 && joinWords(kept).length > limit) kept.pop();
  const text = joinWords(kept);
  return text.length <= limit ? text : text.slice(0, limit).trimEnd();
}
