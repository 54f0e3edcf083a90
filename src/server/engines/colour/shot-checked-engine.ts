/**
 * The shot checks after every shot, whatever the engine: the colour check (issue 13, decision
 * 120) and the print check (issue 40, decisions 271 and 276). Each finished shot is compared
 * with the garment's main colours and, where it judges, its print. An AI shot that fails either
 * is made once more at no extra charge (one retry in all, not one per check: the quota counts
 * stored shots, and only one is stored); the better of the two is kept (shot-verdicts.ts
 * `isBetter`) and carries its verdicts, so a shot that still fails shows 'Colour may differ from
 * your photo' or 'Print or border may differ from your photo'. The studio engine composes the
 * seller's own pixels, so a second try would be the same image: its shots are checked for
 * colour (a scene's light can shift it), never retried, and their print is not judged.
 */
import type { Logger } from '../../lib/logger.js';
import type {
  CatalogueRequest,
  ImageEngine,
  RunControl,
  ShotMeta,
  ShotOutcome,
  ShotProgress,
} from '../image-engine.js';
import { garmentReferences, type GarmentReferences } from './garment-references.js';
import { failures, isBetter, judged, judgeShot, type ShotVerdicts } from './shot-verdicts.js';

export interface ShotCheckOptions {
  /** Make a failing shot once more (AI engines). */
  retry: boolean;
  /**
   * Judge the print too (AI engines; default true). The studio engine composes the seller's own
   * pixels, so its print cannot change: a print warning there would only be a false alarm.
   */
  print?: boolean;
  logger?: Logger;
  /** How long after the first request the references start (PALETTE_AFTER_REQUEST_MS). */
  paletteAfterRequestMs?: number;
}

/**
 * How long after a catalogue's first request to the vendor its references (the palette and the
 * print's signature) start (decision 212). Their cut-out is JavaScript on the main thread
 * (0.2-0.7 s); begun at once, it held the requests up while they still needed the event loop to
 * be sent. An image takes the vendor many seconds, so they are still ready before the first shot
 * comes back, and a shot back sooner starts them itself.
 */
export const PALETTE_AFTER_REQUEST_MS = 1000;

type Ok = Extract<ShotOutcome, { ok: true }>;

/** The verdicts as the shot's meta keeps them: each check that judged it. */
function checkMeta(verdicts: ShotVerdicts, retried: boolean): Pick<ShotMeta, 'colour' | 'print'> {
  const { colour, print } = verdicts;
  return {
    ...(colour && { colour: { score: colour.score, passed: colour.passed, retried } }),
    ...(print && { print: { score: print.score, passed: print.passed, retried } }),
  };
}

export function withShotChecks(engine: ImageEngine, options: ShotCheckOptions): ImageEngine {
  async function checked(
    request: CatalogueRequest,
    control: RunControl,
    references: Promise<GarmentReferences>,
    first: Ok,
  ): Promise<ShotOutcome> {
    let verdicts: ShotVerdicts;
    try {
      verdicts = await judgeShot(await references, first, options.logger);
    } catch (error) {
      options.logger?.warn({ err: error, shot: first.shot.id }, 'shot checks failed to run');
      return first;
    }
    if (!judged(verdicts)) return first;
    let kept = first;
    let retried = false;
    if (failures(verdicts) > 0 && options.retry && !control.signal?.aborted) {
      retried = true;
      const [again] = await engine.renderCatalogue(
        { ...request, onlyShots: [first.shot.id] },
        { signal: control.signal, onBilled: control.onBilled },
      );
      if (again?.ok) {
        const second = await judgeShot(await references, again, options.logger);
        if (isBetter(second, verdicts)) {
          kept = { ...again, index: first.index };
          verdicts = second;
        }
      }
    }
    const attempts = (kept.meta.attempts ?? 1) + (retried ? 1 : 0);
    return { ...kept, meta: { ...kept.meta, attempts, ...checkMeta(verdicts, retried) } };
  }

  return {
    name: engine.name,
    capabilities: engine.capabilities,
    portraitModel: engine.portraitModel,
    shotList: (views, garmentType) => engine.shotList(views, garmentType),
    generateBackground: (request, control) => engine.generateBackground(request, control),
    generatePortrait: (request, control) => engine.generatePortrait(request, control),
    async renderCatalogue(request, control = {}) {
      let references: Promise<GarmentReferences> | null = null;
      const startReferences = () =>
        (references ??= garmentReferences(request.views, { print: options.print !== false }));
      let referencesTimer: NodeJS.Timeout | undefined;
      const finals = new Map<number, ShotOutcome>();
      // Later shots and shots made again show the model of the first pose as kept, after its
      // own checks (decision 123).
      let firstPose: Buffer | undefined;
      const again: CatalogueRequest = {
        ...request,
        anchor: async () => firstPose ?? (await request.anchor?.()),
      };
      const onProgress = async (event: ShotProgress) => {
        // Worked out once per catalogue and shared by its shots: while the vendor makes the
        // first shot (a remote engine says when it has asked), once the requests have had time
        // to go, else when the first shot needs them.
        if (event.type === 'shot-requested' && !references)
          referencesTimer ??= setTimeout(
            startReferences,
            options.paletteAfterRequestMs ?? PALETTE_AFTER_REQUEST_MS,
          );
        if (event.type !== 'shot-finished' || !event.outcome.ok) {
          await control.onProgress?.(event);
          return;
        }
        const outcome = await checked(again, control, startReferences(), event.outcome);
        finals.set(outcome.index, outcome);
        if (outcome.ok && outcome.index === 0) firstPose = outcome.image.png;
        await control.onProgress?.({ type: 'shot-finished', outcome });
      };
      const outcomes = await engine
        .renderCatalogue(again, { signal: control.signal, onProgress, onBilled: control.onBilled })
        .finally(() => clearTimeout(referencesTimer));
      return outcomes.map((outcome) => finals.get(outcome.index) ?? outcome);
    },
  };
}
