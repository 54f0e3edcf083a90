/**
 * The one AI engine: the spec's pose list, the prompt per pose, several shots in flight,
 * retries with backoff on 429/5xx, on answers that are not an image and on requests that hang
 * past their attempt's deadline, per-shot timeouts and cancellation, and the re-encoding of
 * whatever the vendor returns into the catalogue's PNG and preview. What differs per vendor is
 * a small client it is given (vendor-client.ts): how to ask for an image, a portrait, a
 * background. The order shots are made in to keep one model is identity-anchor.ts.
 */
import sharp from 'sharp';
import { backgroundGenerationPrompt, findBackgroundPreset } from '../../../core/backgrounds.js';
import { PORTRAIT_SIZE } from '../../../core/model-library.js';
import { aiPoseList, type ShotDefinition, type ViewsPresent } from '../../../core/shots.js';
import { VENDOR_IMAGE_MAX_PIXELS } from '../../lib/image-input.js';
import type { Logger } from '../../lib/logger.js';
import { renderProceduralBackground } from '../backgrounds/render-procedural-background.js';
import { encodeVendorImage } from '../encode-shot.js';
import { keyed, type KeyedMessage } from '../../../core/server-messages.js';
import {
  reasonOf,
  resolveOutput,
  ShotFailureError,
  requestedShots,
  viewsPresent,
  type BackgroundChoice,
  type BackgroundOutcome,
  type BackgroundRequest,
  type CatalogueRequest,
  type EngineCapabilities,
  type EngineName,
  type ImageEngine,
  type OutputOptions,
  type PortraitOutcome,
  type PortraitRequest,
  type RunControl,
  type ShotFailure,
  type ShotOutcome,
} from '../image-engine.js';
import { drawPortrait } from '../portraits/draw-portrait.js';
import { runShots } from '../run-shots.js';
import { withRetry, type RetryDecision, type RetryPolicy } from '../with-retry.js';
import {
  attemptTimeoutFailure,
  defaultAttemptTimeoutMs,
  isAttemptTimeout,
  withAttemptTimeout,
} from './attempt-timeout.js';
import {
  renderKeepingIdentity,
  type IdentityReference,
  type ShotEntries,
} from './identity-anchor.js';
import { planInputs, type InputPlan } from './input-images.js';
import { buildPortraitPrompt, buildShotPrompt } from './prompt-builder.js';
import { billRequests, shotRequest, textRequest, type BilledRequests } from './billed-request.js';
import type { VendorPricing } from './vendor-pricing.js';
import {
  isUnreadableAnswer,
  UnreadableAnswerError,
  unreadableAnswerFailure,
} from './unreadable-answer.js';
import { toPng } from './to-png.js';
import type { ShotAsk, VendorClient, VendorImage } from './vendor-client.js';
import type { Deadline } from './vendor-deadlines.js';
import type { VendorGate, WaitingReporter } from './vendor-gate.js';
import { toVendorJpeg, VENDOR_PHOTO_LONG_SIDE } from './vendor-jpeg.js';

export interface RemoteEngineOptions {
  concurrency: number;
  shotTimeoutMs: number;
  /**
   * The deadline of each vendor request (attempt-timeout.ts); half of `shotTimeoutMs` unless
   * set. A hung request is aborted and asked again; the shot's timeout still bounds the whole.
   */
  attemptTimeoutMs?: number;
  retry: RetryPolicy;
  /**
   * Each model's deadlines (vendor-deadlines.ts, with configuration's overrides); without it,
   * `shotTimeoutMs` and `attemptTimeoutMs` for every model (tests of one engine alone).
   */
  deadlineFor?: (model: string) => Deadline;
  logger?: Logger;
  /**
   * Without a portrait, make the first pose first and send it with the others as the model's
   * identity reference (decision 123). On unless turned off.
   */
  identityAnchor?: boolean;
  /**
   * The key's limits shared by every process on the database (decision 190): each request
   * waits for its turn, and a 429 pauses every process. Without it (tests of one engine alone)
   * requests go as the retry policy sends them.
   */
  gate?: VendorGate;
  /** The vendor's prices: each request's cost is told to `RunControl.onBilled` (decision 225). */
  pricing?: VendorPricing;
}

/** How long past its deadline a request's in-flight slot is held unless given back. */
const HOLD_MARGIN_MS = 5_000;

/** How a vendor was asked under the retry policy: the result, and the attempts it took. */
export interface Asked<T> {
  result: T;
  attempts: number;
}

/** The signal a library image is asked under: the caller's, and the whole image's deadline. */
export interface LibraryBound {
  signal: AbortSignal;
  /** Whether the deadline, not the caller, ended it. */
  timedOut(): boolean;
}

const LIBRARY_IMAGE_TOO_SLOW: ShotFailure = {
  kind: 'timeout',
  ...reasonOf(keyed('imageServiceTooSlow')),
};

export const DEFAULT_SEED = 424242;

export class RemoteEngine implements ImageEngine {
  readonly name: EngineName;
  readonly capabilities: EngineCapabilities;
  readonly portraitModel?: string;

  constructor(
    private readonly client: VendorClient,
    private readonly options: RemoteEngineOptions,
  ) {
    this.name = client.name;
    this.capabilities = client.capabilities;
    if (client.requestPortrait) this.portraitModel = client.portraitModel;
  }

  shotList(views: ViewsPresent): ShotDefinition[] {
    return aiPoseList(views);
  }

  /** A background from text through the vendor, or the procedural scenes when it has none. */
  async generateBackground(
    request: BackgroundRequest,
    control: Pick<RunControl, 'signal' | 'onBilled'> = {},
  ): Promise<BackgroundOutcome> {
    const ask = this.client.requestBackground?.bind(this.client);
    if (!ask) return renderProceduralBackground(request, control.signal);
    const prompt = backgroundGenerationPrompt(request.prompt);
    const model = this.client.modelFor(resolveOutput({}));
    const deadline = this.deadline(model);
    const bound = this.libraryBound(control, deadline);
    const bill = this.billsOf(control, { kind: 'background', model, request: textRequest(prompt) });
    try {
      const { result } = await this.askVendor(
        { signal: bound.signal, deadline },
        (attempt) => bill(ask(prompt, attempt), attempt),
        toPng,
      );
      return {
        ok: true,
        image: result,
        mime: 'image/png',
        made: 'ai',
        description: request.prompt.trim(),
      };
    } catch (error) {
      return {
        ok: false,
        failure: this.libraryFailure(error, bound, keyed('backgroundFailed')),
      };
    }
  }

  /** A head-and-shoulders portrait through the vendor, fitted to the stored size as PNG. */
  async generatePortrait(
    request: PortraitRequest,
    control: Pick<RunControl, 'signal' | 'onBilled'> = {},
  ): Promise<PortraitOutcome> {
    const ask = this.client.requestPortrait?.bind(this.client);
    if (!ask) return drawPortrait(request);
    const deadline = this.deadline(
      this.client.portraitModel ?? this.client.modelFor(resolveOutput({})),
    );
    const bound = this.libraryBound(control, deadline);
    const prompt = buildPortraitPrompt(request.persona);
    const model = this.portraitModel!;
    const bill = this.billsOf(control, { kind: 'portrait', model, request: textRequest(prompt) });
    try {
      const { result } = await this.askVendor(
        { signal: bound.signal, deadline },
        (attempt) => bill(ask(prompt, attempt), attempt),
        portraitPng,
      );
      return { ok: true, image: result, mime: 'image/png', method: 'ai' };
    } catch (error) {
      return {
        ok: false,
        failure: this.libraryFailure(error, bound, keyed('portraitFailed')),
      };
    }
  }

  /**
   * A library image (a custom background, a portrait) is asked for while its seller waits on the
   * request: its attempts together are bounded by the shot's timeout, as a shot's are, rather
   * than by four attempts' deadlines and their backoff (six minutes with the defaults).
   */
  private libraryBound(control: Pick<RunControl, 'signal'>, limits: Deadline): LibraryBound {
    const deadline = AbortSignal.timeout(limits.shotMs);
    const signals = [deadline, ...(control.signal ? [control.signal] : [])];
    return {
      signal: AbortSignal.any(signals),
      timedOut: () => deadline.aborted && !control.signal?.aborted,
    };
  }

  /**
   * One image asked of the vendor under the retry policy, the same way for shots, backgrounds and
   * portraits: each attempt's request within its own deadline (attempt-timeout.ts), and its answer
   * read (`read`) inside the attempt but outside that deadline, as the decoding is our work, not
   * the vendor's wait. A hung request and a 200 that is not an image are both asked again.
   */
  private async askVendor<T>(
    control: {
      signal: AbortSignal;
      deadline: Deadline;
      onRetry?: (attempt: number, delayMs: number) => void;
      onWaiting?: WaitingReporter;
    },
    request: (signal: AbortSignal) => Promise<Buffer>,
    read: (image: Buffer) => Promise<T>,
  ): Promise<Asked<T>> {
    const { signal } = control;
    const timeoutMs = this.attemptDeadlineMs(control.deadline);
    let attempts = 0;
    const result = await withRetry(
      async () => {
        attempts++;
        const image = await this.inTurn(signal, timeoutMs, control.onWaiting, () =>
          withAttemptTimeout(timeoutMs, signal, request),
        );
        return read(image).catch((error: unknown) => {
          throw new UnreadableAnswerError(error instanceof Error ? error.message : String(error));
        });
      },
      {
        policy: this.options.retry,
        signal,
        classify: (error) => this.classifyAttempt(error),
        onRetry: control.onRetry,
      },
    );
    return { result, attempts };
  }

  /**
   * One request in this process's turn with the vendor (vendor-gate.ts): waits for it, gives the
   * in-flight slot back once answered, and on a 429 pauses the key for every process for its
   * Retry-After (the retry policy's first delay when the vendor names none).
   */
  private async inTurn<T>(
    signal: AbortSignal,
    attemptMs: number,
    onWaiting: WaitingReporter | undefined,
    request: () => Promise<T>,
  ): Promise<T> {
    const gate = this.options.gate;
    if (!gate) return request();
    const release = await gate.take(signal, attemptMs + HOLD_MARGIN_MS, onWaiting);
    try {
      return await request();
    } catch (error) {
      const decision = this.client.classifyError(error);
      if (decision.rateLimited)
        await gate.pause(decision.retryAfterMs ?? this.options.retry.baseDelayMs);
      throw error;
    } finally {
      await release();
    }
  }

  /**
   * The deadline of one attempt. A vendor that makes an image in one request: that request's.
   * One whose image is a job of several requests (FASHN: submit, then polls) puts the request
   * deadline on each of its requests itself; the attempt is bounded by the shot's time alone.
   */
  private attemptDeadlineMs(deadline: Deadline): number {
    return this.client.imageIs === 'job' ? deadline.shotMs : deadline.requestMs;
  }

  /** The deadlines of `model`'s requests and shots. */
  private deadline(model: string): Deadline {
    return (
      this.options.deadlineFor?.(model) ?? {
        shotMs: this.options.shotTimeoutMs,
        requestMs: requestDeadlineMs(this.options),
      }
    );
  }

  /** Prices each request of one image for `control.onBilled` (billed-request.ts). */
  private billsOf(control: Pick<RunControl, 'onBilled'>, of: Omit<BilledRequests, 'engine'>) {
    return billRequests({ ...of, engine: this.name }, this.options.pricing, control.onBilled);
  }

  /** Whether a failed attempt is asked again: a broken answer or a hung request always is. */
  private classifyAttempt(error: unknown): RetryDecision {
    if (isUnreadableAnswer(error) || isAttemptTimeout(error)) return { retry: true };
    return this.client.classifyError(error);
  }

  /** Why a library image (background, portrait) was not made, from what the vendor threw. */
  private libraryFailure(error: unknown, bound: LibraryBound, fallback: KeyedMessage): ShotFailure {
    if (bound.timedOut()) return LIBRARY_IMAGE_TOO_SLOW;
    if (bound.signal.aborted && !(error instanceof ShotFailureError)) {
      return { kind: 'cancelled', ...reasonOf(keyed('generationStopped')) };
    }
    return this.vendorFailure(error, () => fallback);
  }

  /**
   * What the vendor's last error means once its attempts are over, for a shot and a library
   * image alike: a typed failure as it is, a broken answer, a hung request, else the vendor's
   * classification, with `fallbackReason` when it names none.
   */
  private vendorFailure(
    error: unknown,
    fallbackReason: (retryable: boolean) => KeyedMessage,
  ): ShotFailure {
    if (error instanceof ShotFailureError) return error.failure;
    if (isUnreadableAnswer(error)) return unreadableAnswerFailure(error);
    if (isAttemptTimeout(error)) return attemptTimeoutFailure(error);
    const decision = this.client.classifyError(error);
    const failure = decision.failure ?? {
      kind: decision.retry ? 'retryable' : 'error',
      ...reasonOf(fallbackReason(decision.retry)),
      detail: error instanceof Error ? error.message : String(error),
    };
    if (failure.kind === 'unavailable') this.tellOperator(failure);
    return failure;
  }

  /**
   * The vendor refused the deployment's account (decision 214): nothing a seller can do, so the
   * operator is told, at error level, what the vendor said. No operator mail or webhook exists.
   */
  private tellOperator(failure: ShotFailure): void {
    this.options.logger?.error(
      { vendor: this.name, vendorSaid: failure.detail, operatorAction: true },
      `${this.name} refused this deployment's account: sellers are told the image service is unavailable until the operator fixes it`,
    );
  }

  /** The photos one request of this vendor carries (input-images.ts). */
  private plan(
    uploaded: ViewsPresent,
    needsBack: boolean,
    identity: boolean,
    output: OutputOptions,
  ): InputPlan {
    return planInputs({
      uploaded,
      needsBack,
      identity,
      maxImages: this.client.maxInputImages(output),
      order: this.client.photoOrder,
    });
  }

  /** The shots of one catalogue, in the order that keeps one model (identity-anchor.ts). */
  /** What one shot is sent, in order, and the prompt that numbers exactly that. */
  private shotAsk(
    request: CatalogueRequest,
    shot: ShotDefinition,
    prepared: VendorImage[],
    withIdentity: boolean,
    identityKind: IdentityReference['kind'],
    output: OutputOptions,
  ) {
    const uploaded = viewsPresent(request.views);
    const plan = this.plan(uploaded, shot.needsBack, withIdentity, output);
    const sent = plan.photos.map((name) => prepared.find((image) => image.name === name)!);
    const prompt = buildShotPrompt({
      persona: request.persona,
      backgroundDescription: backgroundDescription(request.background),
      shot,
      views: { ...uploaded, hasDetail: plan.photos.includes('detail') },
      photos: plan.photos,
      garment: request.garment,
      identity: withIdentity ? identityKind : undefined,
      identitySent: this.client.identitySent,
    });
    const primary = sent.find((image) => shot.needsBack && image.name === 'back') ?? sent[0]!;
    return { prompt, sent, primary, plan };
  }

  /**
   * Every requested shot's request at once, for the vendor's batch mode (decision 203): no
   * shot can wait for another there, so the identity reference is the model's portrait (the
   * chosen model's or the platform's) when there is one, and no anchor otherwise.
   */
  async economyAsks(
    request: CatalogueRequest,
  ): Promise<{ shotId: string; ask: Omit<ShotAsk, 'signal'> }[]> {
    const views = viewsPresent(request.views);
    const output = resolveOutput(request.output);
    const shots = requestedShots(this.shotList(views), request.onlyShots);
    const detailFits = this.plan(views, false, false, output).photos.includes('detail');
    const prepared = await prepareImages(request, detailFits);
    const identity = request.identity ? await identityImage(request.identity) : undefined;
    const seed = request.seed ?? DEFAULT_SEED;
    return shots.map(({ shot }) => {
      const { prompt, sent, primary } = this.shotAsk(
        request,
        shot,
        prepared,
        identity !== undefined,
        'portrait',
        output,
      );
      return {
        shotId: shot.id,
        ask: { prompt, images: sent, primary, identity, seed, output },
      };
    });
  }

  async renderCatalogue(
    request: CatalogueRequest,
    control: RunControl = {},
  ): Promise<ShotOutcome[]> {
    const views = viewsPresent(request.views);
    const all = this.shotList(views);
    const shots = requestedShots(all, request.onlyShots);
    // The detail photo is read only when a request of this vendor could ever carry it.
    const detailFits = this.plan(
      views,
      false,
      false,
      resolveOutput(request.output),
    ).photos.includes('detail');
    const images = prepareImages(request, detailFits);
    // Awaited by each shot; a run stopped before any shot starts must not leave it unhandled.
    images.catch(() => {});
    return renderKeepingIdentity(
      request,
      all,
      shots,
      this.options.identityAnchor ?? true,
      (some, reference) => this.renderShots(request, some, images, reference, control),
    );
  }

  private renderShots(
    request: CatalogueRequest,
    shots: ShotEntries,
    images: Promise<VendorImage[]>,
    reference: IdentityReference,
    control: RunControl,
  ): Promise<ShotOutcome[]> {
    const output = resolveOutput(request.output);
    const identity = reference.image ? identityImage(reference.image) : undefined;
    identity?.catch(() => {});
    const model = this.client.modelFor(output);
    const deadline = this.deadline(model);
    const seed = request.seed ?? DEFAULT_SEED;

    return runShots({
      shots,
      concurrency: Math.min(this.options.concurrency, this.capabilities.concurrency),
      shotTimeoutMs: deadline.shotMs,
      signal: control.signal,
      onProgress: control.onProgress,
      logger: this.options.logger,
      baseMeta: { engine: this.name, model },
      render: async ({ index, shot, signal, reportRetry, reportWaiting }) => {
        const withIdentity = this.client.sendsIdentityWith?.(shot) ?? true;
        const portrait = withIdentity ? await identity : undefined;
        const { prompt, sent, primary, plan } = this.shotAsk(
          request,
          shot,
          await images,
          portrait !== undefined,
          reference.kind,
          output,
        );
        if (plan.leftOut.length > 0)
          this.options.logger?.info(
            { shot: shot.id, model, leftOut: plan.leftOut },
            "photos left out to keep within the vendor's input limit",
          );
        let requested = false;
        const priced = shotRequest(sent, portrait, prompt);
        const of = { kind: 'shot', model, request: priced, shot: { index, id: shot.id } } as const;
        const bill = this.billsOf(control, of);
        const { result: encoded, attempts } = await this.askVendor(
          { signal, deadline, onRetry: reportRetry, onWaiting: reportWaiting },
          (attempt) => {
            const asked = this.client.requestImage({
              prompt,
              images: sent,
              primary,
              identity: portrait,
              seed,
              output,
              signal: attempt,
            });
            if (!requested) {
              requested = true;
              Promise.resolve(control.onProgress?.({ type: 'shot-requested', index, shot })).catch(
                () => undefined,
              );
            }
            return bill(asked, attempt);
          },
          (image) => encodeVendorImage(image, output),
        ).catch((error: unknown) => {
          if (error instanceof ShotFailureError || signal.aborted) throw error;
          throw new ShotFailureError(
            this.vendorFailure(error, (retryable) =>
              retryable ? keyed('imageServiceBusy') : keyed('imageServiceCouldNotMake'),
            ),
          );
        });
        const meta = { engine: this.name, model, prompt, attempts };
        return {
          image: encoded,
          meta: plan.leftOut.length > 0 ? { ...meta, leftOut: plan.leftOut } : meta,
        };
      },
    });
  }
}

/** The deadline of one request to the vendor (ENGINE_ATTEMPT_TIMEOUT_MS). */
export function requestDeadlineMs(
  options: Pick<RemoteEngineOptions, 'attemptTimeoutMs' | 'shotTimeoutMs'>,
): number {
  return options.attemptTimeoutMs ?? defaultAttemptTimeoutMs(options.shotTimeoutMs);
}

/**
 * The garment photos as vendors receive them: the copies made at the upload where the run has
 * them (decision 212), otherwise made from the stored photos now.
 */
function prepareImages(request: CatalogueRequest, detail: boolean): Promise<VendorImage[]> {
  const views = detail
    ? (['front', 'back', 'side', 'detail'] as const)
    : (['front', 'back', 'side'] as const);
  const entries = views.filter((view) => request.views[view]);
  return Promise.all(
    entries.map(async (name): Promise<VendorImage> => {
      const made = request.vendorViews?.[name];
      if (made) return { data: made, mimeType: 'image/jpeg', name };
      return toVendorJpeg(
        request.views[name]!,
        name,
        VENDOR_PHOTO_LONG_SIDE,
        keyed('photoUnreadable', name),
      );
    }),
  );
}

/** The identity portrait as vendors receive it: JPEG like the garment photos. */
function identityImage(portrait: Buffer): Promise<VendorImage> {
  return toVendorJpeg(portrait, 'model', 1024, keyed('portraitUnreadable'));
}

/**
 * A vendor's portrait fitted to the stored 512x640 PNG (cover, centred on the face's half). One
 * that does not decode is a broken answer, asked again (askVendor).
 */
function portraitPng(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error', limitInputPixels: VENDOR_IMAGE_MAX_PIXELS })
    .resize(PORTRAIT_SIZE.width, PORTRAIT_SIZE.height, { fit: 'cover', position: 'north' })
    .removeAlpha()
    .png()
    .toBuffer();
}

export function backgroundDescription(choice: BackgroundChoice): string | null {
  if (choice.kind === 'custom') return choice.description;
  return findBackgroundPreset(choice.presetId)?.description ?? null;
}
