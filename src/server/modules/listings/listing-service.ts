/**
 * A catalogue's listing draft (issue #39): filled by the listing filler the first time the
 * seller asks for it, then kept; the seller's edits are checked against each marketplace's
 * values and kept beside the filler's draft. Another user's catalogue answers 404 exactly as a
 * missing one.
 */
import { z } from 'zod';
import {
  DEFAULT_GARMENT_TYPE,
  isGarmentTypeId,
  type GarmentTypeId,
} from '../../../core/garments.js';
import { DEFAULT_LANGUAGE } from '../../../core/language.js';
import {
  alignAttributes,
  listingEditSchema,
  missingAttributes,
  type ListingColumnsByMarketplace,
  type ListingView,
} from '../../../core/listing-review.js';
import { LISTING_MARKETPLACES, type ListingDraft } from '../../../core/listings/listing-draft.js';
import type { AccountLanguageReader } from '../../i18n/request-language.js';
import { AppError, issuesOf, messageOfIssue, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BillListener, BillOwner } from '../vendor-costs/vendor-request-service.js';
import type { ListingColumnsOf, ListingFiller } from './listing-filler-port.js';
import type { ListingRepo, ListingRow, ListingSource } from './listing-repo.js';
import { keyed } from '../../../core/server-messages.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export interface ListingServiceDependencies {
  repo: ListingRepo;
  storage: Pick<StorageProvider, 'get'>;
  filler: ListingFiller;
  columnsOf: ListingColumnsOf;
  accountLanguage: AccountLanguageReader;
  /** Keeps each vendor request's cost in the ledger (decision 225); omitted, none is kept. */
  billsFor?: (owner: BillOwner) => BillListener;
  now?: () => Date;
}

/** A catalogue's listing as the sheets write it: the seller's version and its columns. */
export interface ListingForSheet {
  draft: ListingDraft;
  columns: ListingColumnsByMarketplace;
  /** Changes whenever the draft does: a sheet kept under it is still the seller's. */
  version: string;
}

/** An expected refusal (no photo, no catalogue) is a missing listing; a fault still fails. */
function expectedOnly(error: unknown): null {
  if (error instanceof AppError) return null;
  throw error;
}

const garmentOf = (value: string | null | undefined): GarmentTypeId =>
  isGarmentTypeId(value) ? value : DEFAULT_GARMENT_TYPE;

export function createListingService({
  repo,
  storage,
  filler,
  columnsOf,
  accountLanguage,
  billsFor,
  now = () => new Date(),
}: ListingServiceDependencies) {
  function columnsFor(garmentType: GarmentTypeId): ListingColumnsByMarketplace {
    const columns = {} as ListingColumnsByMarketplace;
    for (const marketplace of LISTING_MARKETPLACES)
      columns[marketplace] = columnsOf(marketplace, garmentType);
    return columns;
  }

  /** The filler's draft with the seller's edits over it, fitted to today's value lists. */
  function effectiveDraft(row: ListingRow, columns: ListingColumnsByMarketplace): ListingDraft {
    const { draft, edits } = row;
    return {
      ...draft,
      english: edits?.english ?? draft.english,
      hindi: edits?.hindi === undefined ? draft.hindi : edits.hindi,
      attributes: alignAttributes(columns, edits?.attributes ?? draft.attributes),
    };
  }

  function viewOf(row: ListingRow): ListingView {
    const columns = columnsFor(garmentOf(row.draft.garmentType));
    const draft = effectiveDraft(row, columns);
    return {
      catalogueId: row.catalogueId,
      draft,
      edited: row.edits !== null,
      columns,
      missing: missingAttributes(columns, draft.attributes),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function sourceOf(userId: string, catalogueId: string): Promise<ListingSource> {
    const source = isUuid(catalogueId) ? await repo.source(userId, catalogueId) : null;
    if (!source) throw notFound('catalogueNotFound');
    return source;
  }

  /** Asks the filler, from the stored front photo, in the seller's language. */
  async function fill(userId: string, source: ListingSource): Promise<ListingDraft> {
    const frontPhoto = source.frontKey ? await storage.get(source.frontKey) : null;
    if (!frontPhoto) throw new AppError('CONFLICT', keyed('listingNoPhoto'));
    const bills = billsFor?.({ userId, runId: source.runId });
    const draft = await filler
      .fill(
        {
          garmentType: garmentOf(source.garmentType),
          frontPhoto,
          stylingNote: source.stylingNote,
          language: (await accountLanguage(userId)) ?? DEFAULT_LANGUAGE,
        },
        { onBilled: bills?.onBilled },
      )
      .finally(() => bills?.settled());
    // The row's garment type is the catalogue's, whatever the filler echoed.
    return { ...draft, garmentType: garmentOf(source.garmentType) };
  }

  /** The kept row, or a first draft filled now and kept. */
  async function rowOf(
    userId: string,
    catalogueId: string,
    known?: ListingSource,
  ): Promise<ListingRow> {
    const source = known ?? (await sourceOf(userId, catalogueId));
    const kept = await repo.find(userId, catalogueId);
    if (kept) return kept;
    const row = await repo.insertFirst(userId, catalogueId, await fill(userId, source));
    // Gone between the fill and the insert: the catalogue was deleted meanwhile.
    if (!row) throw notFound('catalogueNotFound');
    return row;
  }

  return {
    /** GET /api/catalogues/:id/listing */
    async get(userId: string, catalogueId: string): Promise<ListingView> {
      return viewOf(await rowOf(userId, catalogueId));
    },

    /**
     * PUT /api/catalogues/:id/listing: the seller's version, every attribute one of its
     * marketplace's values ('' for none yet). A value off the list is a 400 naming it.
     */
    async save(userId: string, catalogueId: string, body: unknown): Promise<ListingView> {
      // Checked before any fill: a refused body never costs a vision request.
      const source = await sourceOf(userId, catalogueId);
      const columns = columnsFor(garmentOf(source.garmentType));
      const parsed = listingEditSchema(columns).safeParse(body);
      if (!parsed.success) {
        const issues = issuesOf(parsed.error.issues);
        throw new AppError('VALIDATION_FAILED', messageOfIssue(issues[0]!), { issues });
      }
      const edit = parsed.data;
      await rowOf(userId, catalogueId, source);
      const saved = await repo.saveEdits(
        userId,
        catalogueId,
        { ...edit, attributes: alignAttributes(columns, edit.attributes) },
        now(),
      );
      if (!saved) throw notFound('catalogueNotFound');
      return viewOf(saved);
    },

    /** POST /api/catalogues/:id/listing/refill: a new draft from the filler; edits are dropped. */
    async refill(userId: string, catalogueId: string): Promise<ListingView> {
      const source = await sourceOf(userId, catalogueId);
      const draft = await fill(userId, source);
      const row =
        (await repo.replaceDraft(userId, catalogueId, draft, now())) ??
        (await repo.insertFirst(userId, catalogueId, draft));
      if (!row) throw notFound('catalogueNotFound');
      return viewOf(row);
    },

    /**
     * The listings the marketplace sheets write, by catalogue id: the kept ones, and a first
     * draft filled now for a catalogue the seller never opened. A catalogue that cannot be
     * filled (its photo is gone) is left out rather than failing the whole download.
     */
    async forSheets(userId: string, catalogueIds: string[]): Promise<Map<string, ListingForSheet>> {
      const kept = new Map(
        (await repo.findMany(userId, catalogueIds)).map((row) => [row.catalogueId, row]),
      );
      const sheets = new Map<string, ListingForSheet>();
      for (const catalogueId of catalogueIds) {
        const row = kept.get(catalogueId) ?? (await rowOf(userId, catalogueId).catch(expectedOnly));
        if (!row) continue;
        const columns = columnsFor(garmentOf(row.draft.garmentType));
        sheets.set(catalogueId, {
          draft: effectiveDraft(row, columns),
          columns,
          version: String(row.updatedAt.getTime()),
        });
      }
      return sheets;
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
