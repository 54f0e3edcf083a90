/** Query keys of the generation feature. Prefixes ['backgrounds'] and ['models'] are shared
 * with the libraries, so their changes refresh these lists too. */
export const runKeys = {
  all: ['runs'] as const,
  latestUnsaved: ['runs', 'latest-unsaved'] as const,
  detail: (id: string) => ['runs', id] as const,
};

export const backgroundOptionsKey = ['backgrounds', 'options'] as const;
export const modelOptionsKey = ['models', 'options'] as const;
