/**
 * One shot judged by both checks against its catalogue's references: the colour check on every
 * shot (decision 120), the print check on the shots it judges (not the close-ups, and only a
 * garment with a print; decision 271). And of two attempts at a shot, which one is kept.
 */
import type { Logger } from '../../lib/logger.js';
import type { ShotOutcome } from '../image-engine.js';
import { COLOUR_RULES, judgeColours, shotColours, type ColourVerdict } from './colour-fidelity.js';
import type { GarmentReferences } from './garment-references.js';
import { judgePrint, printJudgesShot, type PrintVerdict } from './print-fidelity.js';

type Ok = Extract<ShotOutcome, { ok: true }>;

/** Each check's verdict; null where the check does not judge the shot or could not run. */
export interface ShotVerdicts {
  colour: ColourVerdict | null;
  print: PrintVerdict | null;
}

async function colourOf(references: GarmentReferences, outcome: Ok): Promise<ColourVerdict | null> {
  if (references.palettes.length === 0) return null;
  const pixels = await shotColours(outcome.image.colourSample ?? outcome.image.png);
  // The view that matches best speaks for the shot.
  return references.palettes
    .map((palette) => judgeColours(palette, pixels))
    .reduce((best, next) => (next.score > best.score ? next : best));
}

async function printOf(references: GarmentReferences, outcome: Ok): Promise<PrintVerdict | null> {
  if (references.prints.length === 0 || !printJudgesShot(outcome.shot.id)) return null;
  const verdicts = [];
  for (const signature of references.prints)
    verdicts.push(await judgePrint(signature, outcome.image.png));
  return verdicts.reduce((best, next) => (next.score > best.score ? next : best));
}

/** Both verdicts; a check that throws is logged and judges nothing, leaving the other's. */
export async function judgeShot(
  references: GarmentReferences,
  outcome: Ok,
  logger?: Logger,
): Promise<ShotVerdicts> {
  const failedToRun = (check: string) => (error: unknown) => {
    logger?.warn({ err: error, shot: outcome.shot.id }, `${check} check failed to run`);
    return null;
  };
  const colour = await colourOf(references, outcome).catch(failedToRun('colour'));
  const print = await printOf(references, outcome).catch(failedToRun('print'));
  return { colour, print };
}

export function judged(verdicts: ShotVerdicts): boolean {
  return verdicts.colour !== null || verdicts.print !== null;
}

/** The checks the shot failed: one retry in all when it failed any (not one per check). */
export function failures(verdicts: ShotVerdicts): number {
  return Number(verdicts.colour?.passed === false) + Number(verdicts.print?.passed === false);
}

/** The weakest judged check's score as a share of its threshold: below 1 fails. */
function margin(verdicts: ShotVerdicts): number {
  const shares = [
    ...(verdicts.colour ? [verdicts.colour.score / COLOUR_RULES.minCoverage] : []),
    ...(verdicts.print ? [verdicts.print.score] : []),
  ];
  return Math.min(...shares);
}

/**
 * Whether a second attempt is better than the first: fewer checks failed; with one failed each
 * but different ones, the one that kept the garment's colours (the measured check, and the
 * commonest complaint: decision 120, where a print check misses a third of its cases, decision
 * 271); else the higher weakest score. A tie keeps the first. A check that judged one attempt
 * and not the other (it failed to run) leaves the first, as nothing can be compared.
 */
export function isBetter(second: ShotVerdicts, first: ShotVerdicts): boolean {
  if ((second.colour === null) !== (first.colour === null)) return false;
  if ((second.print === null) !== (first.print === null)) return false;
  const [failedSecond, failedFirst] = [failures(second), failures(first)];
  if (failedSecond !== failedFirst) return failedSecond < failedFirst;
  if (failedSecond === 0) return false;
  const colourKept = (verdicts: ShotVerdicts) => verdicts.colour?.passed !== false;
  if (colourKept(second) !== colourKept(first)) return colourKept(second);
  return margin(second) > margin(first);
}
