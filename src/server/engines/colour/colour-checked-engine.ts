/**
 * The colour check after every shot, whatever the engine (issue 13, decision 120): each
 * finished shot is compared with the garment's main colours. An AI shot that fails is made
 * once more at no extra charge (the quota counts stored shots, and only one is stored); the
 * better of the two is kept and, if it still fails, carries the verdict so the product shows
 * 'Colour may differ from your photo'. The studio engine composes the seller's own pixels, so
 * a second try would be the same image: its shots are checked, never retried.
 */
import type { Logger } from '../../lib/logger.js';
import type {
  CatalogueRequest,
  GarmentViews,
  ImageEngine,
  RunControl,
  ShotOutcome,
  ShotProgress,
} from '../image-engine.js';
import {
  garmentPalette,
  judgeColours,
  shotColours,
  type ColourVerdict,
  type PaletteColour,
} from './colour-fidelity.js';

export interface ColourCheckOptions {
  /** Make a failing shot once more (AI engines). */
  retry: boolean;
  logger?: Logger;
  /** How long after the first request the palette starts (PALETTE_AFTER_REQUEST_MS). */
  paletteAfterRequestMs?: number;
}

/**
 * How long after a catalogue's first request to the vendor its palette starts (decision 212).
 * Its cut-out is JavaScript on the main thread (0.2-0.7 s); begun at once, it held the requests
 * up while they still needed the event loop to be sent. An image takes the vendor many seconds,
 * so the palette is still ready before the first shot comes back, and a shot back sooner starts
 * it itself.
 */
export const PALETTE_AFTER_REQUEST_MS = 1000;

type Ok = Extract<ShotOutcome, { ok: true }>;

/** The garment's colours from each uploaded view (a back-view shot may match only the back). */
async function palettesOf(views: GarmentViews): Promise<PaletteColour[][]> {
  const photos = [views.front, views.back, views.side].filter((v): v is Buffer => !!v);
  const palettes = await Promise.all(
    photos.map((photo) => garmentPalette(photo).catch(() => null)),
  );
  return palettes.filter((palette): palette is PaletteColour[] => !!palette && palette.length > 0);
}

export function withColourCheck(engine: ImageEngine, options: ColourCheckOptions): ImageEngine {
  async function verdictOf(
    palettes: Promise<PaletteColour[][]>,
    outcome: Ok,
  ): Promise<ColourVerdict | null> {
    const known = await palettes;
    if (known.length === 0) return null;
    const pixels = await shotColours(outcome.image.colourSample ?? outcome.image.png);
    // The view that matches best speaks for the shot.
    return known
      .map((palette) => judgeColours(palette, pixels))
      .reduce((best, next) => (next.score > best.score ? next : best));
  }

  async function checked(
    request: CatalogueRequest,
    control: RunControl,
    palettes: Promise<PaletteColour[][]>,
    first: Ok,
  ): Promise<ShotOutcome> {
    let verdict: ColourVerdict | null;
    try {
      verdict = await verdictOf(palettes, first);
    } catch (error) {
      options.logger?.warn({ err: error, shot: first.shot.id }, 'colour check failed to run');
      return first;
    }
    if (!verdict) return first;
    let kept = first;
    let retried = false;
    if (!verdict.passed && options.retry && !control.signal?.aborted) {
      retried = true;
      const [again] = await engine.renderCatalogue(
        { ...request, onlyShots: [first.shot.id] },
        { signal: control.signal, onBilled: control.onBilled },
      );
      if (again?.ok) {
        const second = await verdictOf(palettes, again).catch(() => null);
        if (second && (second.passed || second.score > verdict.score)) {
          kept = { ...again, index: first.index };
          verdict = second;
        }
      }
    }
    const attempts = (kept.meta.attempts ?? 1) + (retried ? 1 : 0);
    return {
      ...kept,
      meta: { ...kept.meta, attempts, colour: { ...verdict, retried } },
    };
  }

  return {
    name: engine.name,
    capabilities: engine.capabilities,
    portraitModel: engine.portraitModel,
    shotList: (views, garmentType) => engine.shotList(views, garmentType),
    generateBackground: (request, control) => engine.generateBackground(request, control),
    generatePortrait: (request, control) => engine.generatePortrait(request, control),
    async renderCatalogue(request, control = {}) {
      let palettes: Promise<PaletteColour[][]> | null = null;
      const startPalettes = () => (palettes ??= palettesOf(request.views));
      let paletteTimer: NodeJS.Timeout | undefined;
      const finals = new Map<number, ShotOutcome>();
      // Later shots and shots made again show the model of the first pose as kept, after its
      // own check (decision 123).
      let firstPose: Buffer | undefined;
      const again: CatalogueRequest = {
        ...request,
        anchor: async () => firstPose ?? (await request.anchor?.()),
      };
      const onProgress = async (event: ShotProgress) => {
        // Worked out once per catalogue: while the vendor makes the first shot (a remote engine
        // says when it has asked), once the requests have had time to go, else when the first
        // shot needs it.
        if (event.type === 'shot-requested' && !palettes)
          paletteTimer ??= setTimeout(
            startPalettes,
            options.paletteAfterRequestMs ?? PALETTE_AFTER_REQUEST_MS,
          );
        if (event.type !== 'shot-finished' || !event.outcome.ok) {
          await control.onProgress?.(event);
          return;
        }
        const outcome = await checked(again, control, startPalettes(), event.outcome);
        finals.set(outcome.index, outcome);
        if (outcome.ok && outcome.index === 0) firstPose = outcome.image.png;
        await control.onProgress?.({ type: 'shot-finished', outcome });
      };
      const outcomes = await engine
        .renderCatalogue(again, { signal: control.signal, onProgress, onBilled: control.onBilled })
        .finally(() => clearTimeout(paletteTimer));
      return outcomes.map((outcome) => finals.get(outcome.index) ?? outcome);
    },
  };
}
