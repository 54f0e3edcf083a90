/**
 * The generation benchmark's words: a console line per scenario, and its section of
 * docs/benchmarks.md (placed after the engine benchmark's).
 */
import { findBackgroundPreset } from '../../src/core/backgrounds.js';
import { writeBenchSection } from '../support/report.js';
import { BACKGROUND, type GenerationReport, type ScenarioResult } from './types.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Prose as lines of at most `width` characters, as the rest of the file is written. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // A figure and its unit stay on one line ('12.4 s').
  for (const word of text.split(/\s+(?!s\b)/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function summaryLine(r: ScenarioResult): string {
  return [
    `  ${r.runs} run(s) in ${seconds(r.wallMs)}: ${r.runsPerMinute.toFixed(1)} runs/min`,
    `catalogue median ${seconds(r.medianMs)}, p95 ${seconds(r.p95Ms)}`,
    `shot median ${seconds(r.shotMedianMs)}, max ${r.maxShotsInFlight} shots in flight`,
    ...(r.shotLatencyMs
      ? [
          `${(r.medianMs / r.shotLatencyMs).toFixed(2)} shot times`,
          `before the vendor ${r.beforeVendorMs === null ? '-' : seconds(r.beforeVendorMs)}, after it ${r.afterVendorMs === null ? '-' : seconds(r.afterVendorMs)}`,
        ]
      : []),
    `peak RSS ${r.peakRssMb} MB (${r.rssBeforeMb} MB before), load ${r.loadAverage}`,
  ].join('; ');
}

export async function writeReport(report: GenerationReport): Promise<void> {
  await writeBenchSection('generation-bench', reportLines(report), { after: 'engine-bench' });
}

/** The section's lines, between its markers. */
export function reportLines(report: GenerationReport): string[] {
  const byId = new Map(report.results.map((r) => [r.id, r]));
  const studio = byId.get('studio');
  const one = byId.get('remote-one');
  const stock = byId.get('remote-one-stock');
  const firstUse = byId.get('remote-one-first-use');
  const anchor = byId.get('remote-one-anchor');
  const batch = byId.get('remote-batch');
  const rows = report.results.map((r) => {
    const setting =
      r.engineConcurrency === null
        ? `${r.workers} workers`
        : `${r.workers} workers, ${r.engineConcurrency} shots/run`;
    const shotTimes = r.shotLatencyMs ? (r.medianMs / r.shotLatencyMs).toFixed(2) : '-';
    const split =
      r.beforeVendorMs === null || r.afterVendorMs === null
        ? '-'
        : `${seconds(r.beforeVendorMs)} / ${seconds(r.afterVendorMs)}`;
    return `| ${r.label} | ${r.runs} | ${setting} | ${seconds(r.wallMs)} | ${r.runsPerMinute.toFixed(1)} | ${seconds(r.medianMs)} | ${shotTimes} | ${split} | ${seconds(r.p95Ms)} | ${seconds(r.shotMedianMs)} | ${r.maxShotsInFlight} | ${r.peakRssMb} MB (${r.rssBeforeMb}) | ${r.loadAverage} |`;
  });
  const findings: string[] = [];
  if (one?.shotLatencyMs) {
    const serial = (one.shotsPerRun * one.shotLatencyMs) / 1000;
    findings.push(
      `One remote catalogue took ${seconds(one.medianMs)} with up to ${one.maxShotsInFlight} shots in flight, against ${serial} s if its ${one.shotsPerRun} shots of ${one.shotLatencyMs / 1000} s went one after another.`,
    );
  }
  if (one?.shotLatencyMs) {
    const shotTimes = (run: ScenarioResult) => (run.medianMs / one.shotLatencyMs!).toFixed(2);
    const figure = (run: ScenarioResult | undefined, what: string) =>
      run ? [`${what} ${seconds(run.medianMs)} (${shotTimes(run)} shot times)`] : [];
    findings.push(
      `In shot times (a catalogue's median over the fake's ${one.shotLatencyMs / 1000} s): ${[
        ...figure(one, 'no model chosen, its portrait made earlier,'),
        ...figure(stock, 'a stock persona, likewise,'),
        ...figure(firstUse, "the persona's first use (the run makes the portrait, then the shots)"),
        ...figure(
          anchor,
          "no portrait (Standing Front first, then the other four with it: the identity anchor, as for a seller's own model without one)",
        ),
      ].join(
        '; ',
      )}.${one.warmUpMs ? ` Making a persona's portrait took ${seconds(one.warmUpMs)}, once per deployment, engine and model (decision 201).` : ''}`,
    );
  }
  if (batch) {
    findings.push(
      `${batch.runs} remote runs at once on ${batch.workers} workers: ${batch.runsPerMinute.toFixed(1)} runs/min, at most ${batch.maxShotsInFlight} shots in flight; runs beyond the workers wait in the queue, so the p95 catalogue (${seconds(batch.p95Ms)}) includes that wait.`,
    );
  }
  if (studio) {
    findings.push(
      `The studio engine is bound by the ${report.cores} cores: ${studio.runs} HD runs at once gave ${studio.runsPerMinute.toFixed(1)} runs/min (median catalogue ${seconds(studio.medianMs)} from upload, queue wait included, shots ${seconds(studio.shotMedianMs)} each).`,
    );
  }
  if (report.loadAtStart > report.cores) {
    findings.push(
      `The machine was busy (load ${report.loadAtStart.toFixed(1)} on ${report.cores} cores at the start): CPU-bound figures (studio, and the HD re-encoding of each remote shot) are pessimistic; rerun on a quiet machine to compare.`,
    );
  }
  return [
    '## Generation: runs per minute',
    '',
    ...wrap(
      [
        '`npm run bench:generation`: the whole generation path as production wires it',
        '(`startGenerationRuntime` + `createApp` on an embedded PGlite database): N runs POSTed at once',
        `over HTTP (a 3000x4000 JPEG each, the default ${findBackgroundPreset(BACKGROUND)?.name ?? BACKGROUND}`,
        'background, one Premium user per run), queued on pg-boss, made by the run workers, followed over',
        'the run WebSocket until `generation_completed`, every shot stored at 2048x2560. Wall time runs',
        'from the first POST to the last completion; a catalogue from its POST to its completion (queue',
        'wait included); a shot from its start to its stored image. The remote engine is the real Gemini',
        'engine against the local fake (`tests/fakes/gemini-fake.ts`), which answers each shot after a',
        'fixed delay. The studio runs start with the preset background already rendered and cached, as',
        'after its first use. Each scenario runs in its own process; load average is the 1-minute figure',
        'at its end (other work on the machine skews the CPU-bound figures). Peak RSS is the whole server',
        'process, the embedded database included (in brackets: at the first POST). Runs: the studio engine with',
        'the production defaults; the remote engine with ENGINE_CONCURRENCY=5 and RUN_WORKERS=2.',
        "Shot times: the catalogue median over the fake's delay, in the same run (the goal of issue 26: at",
        'most 1.3 for one catalogue on a stock persona or none, its portrait ready). Before / after the',
        "vendor: from the first POST to the fake's receiving the first shot request, and from its last",
        "shot answer to the last completion: the time that is not the vendor's. The machine is shared:",
        'the load averages say how much else ran; they inflate every CPU-bound figure.',
      ].join(' '),
      100,
    ),
    '',
    '| machine | cores | load avg at start (1, 5, 15 min) | load avg at the end | Node | date | total bench time |',
    '|---|---|---|---|---|---|---|',
    `| ${report.machine} | ${report.cores} | ${report.uptimeAtStart} | ${report.uptimeAtEnd} | ${report.node} | ${report.date} | ${report.totalS} s |`,
    '',
    '| scenario | runs at once | settings | wall | runs/min | catalogue median | shot times | before / after the vendor | catalogue p95 | shot median | max shots in flight | peak RSS (before) | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...wrap(findings.join(' '), 100),
    '',
    ...wrap(
      `Catalogues (ms): ${report.results.map((r) => `${r.id} ${r.catalogueMs.join(', ')}`).join('; ')}.${studio?.warmUpMs ? ` First render of the preset background at HD, before the studio runs: ${seconds(studio.warmUpMs)}.` : ''}`,
      100,
    ),
  ];
}
