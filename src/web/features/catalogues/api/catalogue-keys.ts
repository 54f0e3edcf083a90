/** Query keys of the catalogues API, so mutations invalidate the right ones. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  lists: ['catalogues', 'list'] as const,
  list: (page: number, pageSize: number) => ['catalogues', 'list', page, pageSize] as const,
  detail: (id: string) => ['catalogues', 'detail', id] as const,
};
