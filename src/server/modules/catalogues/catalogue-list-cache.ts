/**
 * Pages of catalogue lists kept in memory with the list version they were read at (decision
 * 117). The version lives in the database and changes in the same transaction as anything the
 * list shows, whichever process made the change, so a page is served from memory only while
 * the database still says it is current. Bounded: the least recently used pages go first.
 */
import { LRUCache } from 'lru-cache';
import type { CataloguePage } from '../../../core/runs.js';

/** About 20 KB a page of 20 catalogues: a few MB at most. */
const MAX_PAGES = 300;

interface CachedPage {
  version: number;
  page: CataloguePage;
}

export function createCatalogueListCache(maxPages = MAX_PAGES) {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages });
  const keyOf = (userId: string, page: number, pageSize: number) =>
    `${userId}\u0000${page}\u0000${pageSize}`;
  return {
    /** The page as read at this version, or undefined. */
    get(userId: string, page: number, pageSize: number, version: number) {
      const cached = pages.get(keyOf(userId, page, pageSize));
      return cached?.version === version ? cached.page : undefined;
    },
    /** `version` must have been read before the page was, so the page is at least as new. */
    set(userId: string, page: number, pageSize: number, version: number, value: CataloguePage) {
      pages.set(keyOf(userId, page, pageSize), { version, page: value });
    },
  };
}

export type CatalogueListCache = ReturnType<typeof createCatalogueListCache>;
