/**
 * The rules of the Models Library (docs/product.md §7; decisions 036, 056, 072 and 081): one list
 * of the stock personas and the user's own models with their favourites; models created by Pro
 * and Premium users, each with a portrait that costs one image of the quota when an AI engine
 * paints it (reserved first, given back on failure; a drawn avatar costs nothing, decision
 * 180); deletion that leaves a tombstone. Another user's ids answer 404
 * exactly as missing ones, and ids are checked before any query.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  createModelSchema,
  type LibraryModel,
  type ModelLibraryView,
} from '../../../core/model-library.js';
import { withPersonaDefaults, type ModelPersona } from '../../../core/model-persona.js';
import { PLANS } from '../../../core/plans.js';
import type { ModelOption } from '../../../core/runs.js';
import { findStockModel, STOCK_MODELS, type StockModel } from '../../../core/stock-models.js';
import type {
  EngineCapabilities,
  PortraitOutcome,
  PortraitRequest,
} from '../../engines/image-engine.js';
import { libraryFailureAnswer } from '../../engines/library-failure-answer.js';
import { AppError, issuesOf, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AccountDeletionHook } from '../account/account-deletion.js';
import type { ExportSection } from '../account/data-export.js';
import { withOneImage, type MadeItem } from '../quota/with-one-image.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { CustomModelRow, ModelLibraryRepo } from './model-library-repo.js';
import {
  customView,
  optionOf,
  personaOf,
  portraitMethodOf,
  stockView,
} from './model-library-views.js';
import type { VendorBill } from '../../engines/vendor-bill.js';
import type { BillListener, BillOwner } from '../vendor-costs/vendor-request-service.js';
import { keyed } from '../../../core/server-messages.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Where a user's model portraits live in storage; account deletion removes the folder. */
export const modelFolder = (userId: string) => `models/${userId}`;
const portraitKeyOf = (userId: string, id: string) => `${modelFolder(userId)}/${id}.png`;

export interface ModelLibraryServiceDeps {
  repo: ModelLibraryRepo;
  storage: Pick<StorageProvider, 'put' | 'get' | 'stream' | 'delete' | 'deletePrefix'>;
  quota: Pick<QuotaService, 'getUsage' | 'planOf' | 'reserve' | 'settle'>;
  engine: {
    name: string;
    capabilities: Pick<EngineCapabilities, 'portrait'>;
    generatePortrait(
      request: PortraitRequest,
      control?: { signal?: AbortSignal; onBilled?: (bill: VendorBill) => void },
    ): Promise<PortraitOutcome>;
  };
  /** Keeps what each request to the vendor cost (decision 225); without it, nothing is kept. */
  billsFor?: (owner: BillOwner) => BillListener;
  /** The drawn avatar of a persona as PNG (engines/portraits/draw-portrait.ts): stock personas. */
  drawPortrait(request: PortraitRequest): Promise<PortraitOutcome>;
  /** Checks and fits an engine's portrait to the stored 512x640 PNG (model-portrait.ts). */
  encode(image: Buffer): Promise<Buffer>;
  now?: () => Date;
}

/** What the runs area needs of a model the user chose: the persona and its identity portrait. */
export interface UsableModel {
  id: string;
  name: string;
  isPremium: boolean;
  persona: ModelPersona;
  /** An AI portrait (PNG) for AI engines to keep the same face; null for drawn avatars. */
  identity: Buffer | null;
}

export interface StoredPortrait {
  stream: Readable;
  size: number;
  contentType: 'image/png';
}

/** The create dialog's body; any problem is the spec's 'Missing Information', with issues per field. */
function parseCreateInput(body: unknown) {
  const parsed = createModelSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', keyed('modelMissing'), {
    issues: issuesOf(parsed.error.issues),
  });
}

/** A file name for a portrait inside the account data download. */
function exportFileOf(row: CustomModelRow): string {
  const slug =
    row.name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'model';
  return `portraits/${slug}-${row.id.slice(0, 8)}.png`;
}

export function createModelLibraryService(deps: ModelLibraryServiceDeps) {
  const { repo, storage, quota, engine, now = () => new Date() } = deps;
  /** Stock avatars are the same for everyone and drawn once per process. */
  const stockPortraits = new Map<string, Promise<Buffer>>();

  /** The user's own model that is not deleted, or a 404. */
  async function findOwned(userId: string, id: string): Promise<CustomModelRow> {
    const row = isUuid(id) ? await repo.findModel(userId, id) : null;
    if (!row || row.deletedAt) throw notFound('modelNotFound');
    return row;
  }

  async function library(userId: string): Promise<ModelLibraryView> {
    const [rows, favorites, plan] = await Promise.all([
      repo.listModels(userId),
      repo.favoriteIds(userId),
      quota.planOf(userId),
    ]);
    return {
      models: [
        ...rows.map((row) => customView(row, favorites)),
        ...STOCK_MODELS.map((model) => stockView(model, favorites, plan)),
      ],
      generator: { engine: engine.name, method: engine.capabilities.portrait },
    };
  }

  function stockPortrait(model: StockModel): Promise<Buffer> {
    let portrait = stockPortraits.get(model.id);
    if (!portrait) {
      portrait = deps
        .drawPortrait({ name: model.name, persona: withPersonaDefaults(model) })
        .then((outcome) => {
          if (!outcome.ok) throw new Error(`stock avatar ${model.id}: ${outcome.failure.reason}`);
          return outcome.image;
        });
      // A failed drawing is not kept, so the next request tries again.
      portrait.catch(() => stockPortraits.delete(model.id));
      stockPortraits.set(model.id, portrait);
    }
    return portrait;
  }

  /** Asks the engine for the portrait, stores it and the row; throws with the file cleaned up. */
  async function portrayAndStore(
    userId: string,
    input: ReturnType<typeof parseCreateInput>,
    signal: AbortSignal | undefined,
  ): Promise<MadeItem<CustomModelRow>> {
    const { ethnicity, gender, age, bodyType, description } = input;
    const persona: ModelPersona = { ethnicity, gender, age, bodyType, description };
    const bills = deps.billsFor?.({ userId, runId: null });
    const outcome = await engine.generatePortrait(
      { name: input.name, persona },
      { signal, onBilled: bills?.onBilled },
    );
    await bills?.settled();
    if (!outcome.ok)
      throw libraryFailureAnswer(outcome.failure, { tryAgain: keyed('modelCreationFailed') });
    const png = await deps.encode(outcome.image);
    const id = globalThis.crypto.randomUUID();
    const portraitKey = portraitKeyOf(userId, id);
    try {
      await storage.put(portraitKey, png);
      const row = await repo.insertModel({
        id,
        userId,
        name: input.name,
        description: input.description,
        ethnicity: input.ethnicity,
        gender: input.gender,
        age: input.age,
        bodyType: input.bodyType,
        portraitMethod: outcome.method,
        portraitEngine: engine.name,
        portraitKey,
      });
      // The engine's report decides the charge: a drawn avatar is not a new image.
      return { value: row, madeImage: outcome.method === 'ai' };
    } catch (error) {
      await storage.delete(portraitKey).catch(() => {});
      throw error;
    }
  }

  return {
    library,

    /**
     * POST /: Pro and Premium only (403 before the body is read), then every field, then, on an
     * engine that paints portraits with AI, one image of the quota, given back on any failure
     * and counted only once the model is stored (decision 056). A drawn avatar costs nothing
     * (decision 180).
     */
    async create(userId: string, body: unknown, signal?: AbortSignal): Promise<LibraryModel> {
      const { plan } = await quota.getUsage(userId);
      if (!PLANS[plan].canCreateCustomModels)
        throw new AppError('FORBIDDEN', keyed('modelUpgrade'));
      const input = parseCreateInput(body);
      const mayPaint = engine.capabilities.portrait === 'ai';
      const { value } = await withOneImage(quota, userId, mayPaint, () =>
        portrayAndStore(userId, input, signal),
      );
      return customView(value, new Set());
    },

    /** DELETE /:id: the portrait goes, the row stays as a blank tombstone (catalogues keep theirs). */
    async remove(userId: string, id: string): Promise<void> {
      if (findStockModel(id)) throw new AppError('BAD_REQUEST', keyed('stockModelKept'));
      const row = await findOwned(userId, id);
      if (!(await repo.markDeleted(userId, id, now()))) throw notFound('modelNotFound');
      await storage.delete(row.portraitKey);
    },

    /** PUT/DELETE /:id/favorite: a stock persona or the user's own model. */
    async setFavorite(userId: string, id: string, favorite: boolean): Promise<void> {
      if (!findStockModel(id)) await findOwned(userId, id);
      if (favorite) await repo.addFavorite(userId, id);
      else await repo.removeFavorite(userId, id);
    },

    /** GET /:id/portrait: a stock persona's drawn avatar, or the user's own model's portrait. */
    async openPortrait(userId: string, id: string): Promise<StoredPortrait | Buffer> {
      const stock = findStockModel(id);
      if (stock) return stockPortrait(stock);
      const row = await findOwned(userId, id);
      const found = await storage.stream(row.portraitKey);
      if (!found) throw notFound('modelNotFound');
      return { ...found, contentType: 'image/png' };
    },

    /**
     * For the runs area (POST /api/runs): the persona of a model id the user chose, with the AI
     * portrait as identity reference. A stock id gives its persona; the user's own model gives
     * its persona and portrait; one the user deleted is a 400 that says so; another user's id,
     * like a missing one, is a 404; anything else is the runs' 400 'That model does not exist'.
     * The Premium check stays with the runs (it needs the plan only then).
     */
    async findUsableModel(userId: string, id: string): Promise<UsableModel> {
      const stock = findStockModel(id);
      if (stock)
        return {
          id: stock.id,
          name: stock.name,
          isPremium: stock.isPremium,
          persona: withPersonaDefaults(stock),
          identity: null,
        };
      if (!isUuid(id)) throw new AppError('BAD_REQUEST', keyed('unknownModel'));
      const row = await repo.findModel(userId, id);
      if (!row) throw notFound('modelNotFound');
      if (row.deletedAt) throw new AppError('BAD_REQUEST', keyed('modelRemoved'));
      const identity = portraitMethodOf(row) === 'ai' ? await storage.get(row.portraitKey) : null;
      return { id: row.id, name: row.name, isPremium: false, persona: personaOf(row), identity };
    },

    /** For the create page (GET /api/models): the user's models newest first, then usable stock. */
    async createPageModels(userId: string): Promise<ModelOption[]> {
      const { models } = await library(userId);
      return models.filter((model) => model.usable).map(optionOf);
    },

    /** The account data download: models.json and each model's portrait. */
    exportSection: {
      folder: 'models',
      description:
        'models.json lists your models and favourite models; portraits/ holds each model’s portrait (PNG).',
      async *entries(userId: string) {
        const [rows, favorites] = await Promise.all([
          repo.listModels(userId),
          repo.favoriteIds(userId),
        ]);
        const listing = {
          models: rows.map((row) => ({
            id: row.id,
            name: row.name,
            description: row.description,
            ethnicity: row.ethnicity,
            gender: row.gender,
            age: row.age,
            bodyType: row.bodyType,
            status: row.status,
            portrait: { method: row.portraitMethod, engine: row.portraitEngine },
            createdAt: row.createdAt.toISOString(),
            file: exportFileOf(row),
          })),
          favorites: [...favorites].sort(),
        };
        yield { name: 'models.json', content: `${JSON.stringify(listing, null, 2)}\n` };
        for (const row of rows) {
          const found = await storage.stream(row.portraitKey);
          if (found) yield { name: exportFileOf(row), content: found.stream };
        }
      },
    } satisfies ExportSection,

    /** Account deletion: the user's portraits go before the rows do (by cascade). */
    deletionHook: {
      name: 'models',
      beforeDelete: (userId: string) => storage.deletePrefix(modelFolder(userId)),
    } satisfies AccountDeletionHook,
  };
}

export type ModelLibraryService = ReturnType<typeof createModelLibraryService>;
