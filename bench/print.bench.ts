/**
 * `npm run bench:print`: how well the print check (issue 40, decision 271) tells a shot of the
 * seller's garment from a shot of a changed one. Every drawn garment (bench/print-check/
 * fixtures.ts) is photographed by the studio engine as it is and changed (print removed,
 * blurred or recoloured, border dropped, mark erased); each shot is judged against the
 * unchanged photo. Good shots are also judged darker, lighter, flatter and softened, as light
 * and an AI's re-rendering change them: none of that may be flagged. Writes the print-check
 * section of docs/benchmarks.md (BENCH_NO_WRITE=1 to print only) with detection per change and
 * false alarms, at the chosen thresholds and around them. The thresholds were chosen on the
 * tuning half of the garments (the 1st, 3rd, 5th…); the held-out half is reported apart, so
 * a threshold fitted to 24 drawings shows as a gap between the halves.
 */
import sharp from 'sharp';
import {
  garmentPalette,
  judgeColours,
  shotColours,
} from '../src/server/engines/colour/colour-fidelity.js';
import {
  judgePrint,
  PRINT_RULES,
  printSignature,
  printJudgesShot,
} from '../src/server/engines/colour/print-fidelity.js';
import type { GarmentStyle } from '../tests/support/garments.js';
import { ALTERATIONS, altered, PRINT_FIXTURES, type PrintFixture } from './print-check/fixtures.js';
import { LIGHT_CHANGES, measuringStudioEngine, photographed } from './support/drawn-photos.js';
import { machineLine, writeBenchSection } from './support/report.js';

/** All three thresholds scaled by these factors (1: as chosen). */
const FACTORS = [0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5];

/** How light and re-rendering change a good shot. */
const GOOD_VARIANTS: { name: string; make: (png: Buffer) => Promise<Buffer> }[] = [
  { name: 'as made', make: async (png) => png },
  ...LIGHT_CHANGES,
  {
    name: 'softened',
    make: async (png) =>
      sharp(await sharp(png).blur(1.2).jpeg({ quality: 60 }).toBuffer())
        .png()
        .toBuffer(),
  },
];

interface Judged {
  fixture: string;
  /** Whether the garment is in the tuning half (the thresholds were chosen on it). */
  tuning: boolean;
  shot: string;
  kind: string;
  good: boolean;
  /** The print verdict's score (below 1 fails) and its measures. */
  print: number | null;
  measures: string;
  colourPassed: boolean | null;
}

const engine = measuringStudioEngine();

const photoOf = (garment: GarmentStyle) => photographed(garment, /^#[ef]/i.test(garment.color));

async function shotsOf(fixture: PrintFixture, garment: GarmentStyle) {
  const outcomes = await engine.renderCatalogue({
    views: { front: await photoOf(garment) },
    background: { kind: 'preset', presetId: fixture.background },
    persona: null,
    garment: { type: fixture.type, stylingNote: null },
    output: { width: 480, height: 600, previewLongSide: 100 },
  });
  return outcomes.flatMap((outcome) =>
    outcome.ok ? [{ id: outcome.shot.id, png: outcome.image.png }] : [],
  );
}

async function judgeFixture(fixture: PrintFixture, tuning: boolean): Promise<Judged[]> {
  const photo = await photoOf(fixture.garment);
  const signature = await printSignature(photo);
  const palette = await garmentPalette(photo);
  const judged: Judged[] = [];
  const judge = async (shot: { id: string; png: Buffer }, kind: string, good: boolean) => {
    const print =
      signature && printJudgesShot(shot.id) ? await judgePrint(signature, shot.png) : null;
    judged.push({
      fixture: fixture.name,
      tuning,
      shot: shot.id,
      kind: good ? `unchanged, ${kind}` : kind,
      good,
      print: print?.score ?? null,
      measures: print
        ? `share ${print.share.toFixed(2)}, spread ${print.spread.toFixed(2)}, texture ${print.texture.toFixed(2)}`
        : '',
      colourPassed: palette ? judgeColours(palette, await shotColours(shot.png)).passed : null,
    });
  };
  for (const shot of await shotsOf(fixture, fixture.garment))
    for (const variant of GOOD_VARIANTS)
      await judge({ id: shot.id, png: await variant.make(shot.png) }, variant.name, true);
  for (const alteration of ALTERATIONS) {
    const changed = altered(fixture.garment, alteration);
    if (!changed) continue;
    for (const shot of await shotsOf(fixture, changed)) await judge(shot, alteration, false);
  }
  return judged;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`;

function flagged(row: Judged, factor: number) {
  return row.print !== null && row.print < factor;
}

/** Up to 20 shots, one a line, with how many more there were. */
function listed(judged: Judged[]): string[] {
  const lines = judged
    .slice(0, 20)
    .map((r) => `- ${r.fixture}, ${r.shot}, ${r.kind}: ${r.print!.toFixed(2)} (${r.measures})`);
  return judged.length > 20 ? [...lines, `- and ${judged.length - 20} more`] : lines;
}

async function main() {
  const started = performance.now();
  const rows: Judged[] = [];
  for (const [index, fixture] of PRINT_FIXTURES.entries()) {
    const judged = await judgeFixture(fixture, index % 2 === 0);
    rows.push(...judged);
    const worstGood = Math.min(
      ...judged.filter((r) => r.good && r.print !== null).map((r) => r.print!),
    );
    console.log(
      `${fixture.name}: ${judged.length} shots judged, worst good print ${worstGood.toFixed(2)}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const chosen = 1;
  const kinds = [...GOOD_VARIANTS.map((v) => `unchanged, ${v.name}`), ...ALTERATIONS];
  const ofKind = (kind: string) => rows.filter((r) => r.kind === kind);
  const summary = (label: string, all: Judged[]) => {
    const judged = all.filter((r) => r.print !== null);
    const byPrint = judged.filter((r) => flagged(r, chosen)).length;
    const byColour = all.filter((r) => r.colourPassed === false).length;
    const byEither = all.filter((r) => flagged(r, chosen) || r.colourPassed === false).length;
    return `| **${label}** | ${all.length} | ${judged.length} | ${percent(byPrint, judged.length)} | ${percent(byColour, all.length)} | ${percent(byEither, all.length)} |`;
  };
  const table = kinds.map((kind) => {
    const all = ofKind(kind);
    const judged = all.filter((r) => r.print !== null);
    const byPrint = judged.filter((r) => flagged(r, chosen)).length;
    const byEither = all.filter((r) => flagged(r, chosen) || r.colourPassed === false).length;
    const byColour = all.filter((r) => r.colourPassed === false).length;
    return `| ${kind} | ${all.length} | ${judged.length} | ${percent(byPrint, judged.length)} | ${percent(byColour, all.length)} | ${percent(byEither, all.length)} |`;
  });
  const altered = rows.filter((r) => !r.good);
  const grid = FACTORS.map((t) => {
    const judgedAltered = altered.filter((r) => r.print !== null);
    const good = rows.filter((r) => r.good && r.print !== null);
    return `| ×${t}${t === chosen ? ' (chosen)' : ''} | ${percent(judgedAltered.filter((r) => flagged(r, t)).length, judgedAltered.length)} | ${percent(good.filter((r) => flagged(r, t)).length, good.length)} |`;
  });
  const inHalf = (tuning: boolean, kind?: string) =>
    rows.filter((r) => r.tuning === tuning && r.print !== null && (!kind || r.kind === kind));
  const flaggedShare = (judged: Judged[]) =>
    percent(judged.filter((r) => flagged(r, chosen)).length, judged.length);
  const halves = [
    ...kinds.map(
      (kind) =>
        `| ${kind} | ${flaggedShare(inHalf(true, kind))} | ${flaggedShare(inHalf(false, kind))} |`,
    ),
    ...[true, false].map((good) => {
      const label = good ? '**all unchanged (false alarms)**' : '**all altered (caught)**';
      const of = (tuning: boolean) => inHalf(tuning).filter((r) => r.good === good);
      return `| ${label} | ${flaggedShare(of(true))} | ${flaggedShare(of(false))} |`;
    }),
  ];
  const falseAlarms = rows.filter((r) => r.good && flagged(r, chosen));
  const judgedAltered = altered.filter((r) => r.print !== null);
  const judgedGood = rows.filter((r) => r.good && r.print !== null);
  const caught = judgedAltered.filter((r) => flagged(r, chosen)).length;
  const alarms = judgedGood.filter((r) => flagged(r, chosen)).length;
  const heldOut = inHalf(false);
  const heldOutCaught = heldOut.filter((r) => !r.good && flagged(r, chosen)).length;
  const heldOutAlarms = heldOut.filter((r) => r.good && flagged(r, chosen)).length;
  const goalMet =
    caught >= 0.9 * judgedAltered.length &&
    alarms <= 0.05 * judgedGood.length &&
    heldOutCaught >= 0.9 * heldOut.filter((r) => !r.good).length &&
    heldOutAlarms <= 0.05 * heldOut.filter((r) => r.good).length;
  const misses = altered.filter(
    (r) => r.print !== null && !flagged(r, chosen) && r.colourPassed !== false,
  );
  const lines = [
    '## Print check (bench/print.bench.ts)',
    '',
    ...(goalMet
      ? []
      : [
          '**Goal not met** (issue 40: 90% of altered shots caught, at most 5% of unaltered ones flagged):',
          `the print check catches ${percent(caught, judgedAltered.length)} at ${percent(alarms, judgedGood.length)} false alarms (held-out garments: ${flaggedShare(heldOut.filter((r) => !r.good))} at ${flaggedShare(heldOut.filter((r) => r.good))}): a shot it flags is made once`,
          'more and warned (decision 276), but a shot it passes may still have lost its print.',
          '',
        ]),
    machineLine(),
    '',
    `${PRINT_FIXTURES.length} garments drawn by code (bench/print-check/fixtures.ts: kurtas, sarees, lehengas,`,
    'shirts, t-shirts, dresses, jackets; printed, bordered, with and without a mark), each on its own',
    'preset scene, photographed by the studio engine as drawn and changed. Drawings, not photographs',
    'of real garments: the figures say how the check reads clean prints. "Judged" counts the shots',
    'the print check looks at (garments with a print, border or mark; not the close-ups). Unchanged',
    'shots are judged as made, darker (x0.75), lighter (x1.2), flatter (saturation x0.8) and',
    'softened (blur 1.2 px and JPEG 60, as a re-render loses detail).',
    '',
    `Thresholds (decision 271): each print colour keeps at least ${PRINT_RULES.minShare} of its proportion in the photo`,
    `and is in at least ${PRINT_RULES.minSpread} of the garment's cells it is in in the photo; the garment keeps at least`,
    `${PRINT_RULES.minTexture} of its fine texture. A shot is flagged when any one falls short.`,
    '',
    '| shots | of | judged | flagged by the print check | by the colour check | by either |',
    '| --- | --- | --- | --- | --- | --- |',
    ...table,
    summary(
      'all unchanged (false alarms)',
      rows.filter((r) => r.good),
    ),
    summary(
      'all altered (caught)',
      rows.filter((r) => !r.good),
    ),
    '',
    'The thresholds were chosen on the tuning half of the garments (the 1st, 3rd, 5th… of the',
    'fixtures) as the most caught at no more than 5% of its unchanged shots flagged; the held-out',
    'half (2nd, 4th, 6th…) was not looked at to choose them. Flagged by the print check, by half:',
    '',
    '| shots | tuning half | held-out half |',
    '| --- | --- | --- |',
    ...halves,
    '',
    'Altered shots caught and unchanged shots flagged by the print check with all three thresholds',
    'scaled:',
    '',
    '| thresholds | altered caught | unchanged flagged |',
    '| --- | --- | --- |',
    ...grid,
    '',
    `Time: ${seconds.toFixed(0)} s for ${rows.length} judged shots with their rendering.`,
    '',
    ...(falseAlarms.length > 0 ? ['False alarms:', '', ...listed(falseAlarms), ''] : []),
    ...(misses.length > 0 ? ['Missed by both checks:', '', ...listed(misses)] : []),
  ];
  for (const kind of kinds) {
    const scores = ofKind(kind)
      .filter((r) => r.print !== null)
      .map((r) => r.print!)
      .sort((a, b) => a - b);
    const at = (q: number) =>
      scores[Math.min(scores.length - 1, Math.floor(q * scores.length))]?.toFixed(2);
    console.log(
      `${kind}: n ${scores.length}, min ${at(0)}, p05 ${at(0.05)}, p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`,
    );
  }
  console.log(lines.join('\n'));
  if (process.env.BENCH_NO_WRITE !== '1')
    await writeBenchSection('print-check', lines, { after: 'listings-bench' });
}

await main();
