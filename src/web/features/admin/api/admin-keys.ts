/** The console's query keys: every action refreshes `['admin', …]`. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  overview: () => ['admin', 'overview'] as const,
  sellers: (query: string) => ['admin', 'sellers', query] as const,
  seller: (id: string) => ['admin', 'seller', id] as const,
};
