/**
 * What the generation benchmark's parts share: the parent (bench/generation.bench.ts), the
 * scenario it runs in a child process (scenario.ts) and the report (report.ts).
 */
import { DEFAULT_BACKGROUND_ID } from '../../src/core/backgrounds.js';

/** What a run gets when the seller picks nothing (cheap to render: the first-use cost is not the point here). */
export const BACKGROUND = DEFAULT_BACKGROUND_ID;

export type ScenarioId =
  | 'studio'
  | 'remote-one'
  | 'remote-one-stock'
  | 'remote-one-first-use'
  | 'remote-one-anchor'
  | 'remote-batch';

/** What the parent asks a child to run (passed as JSON on its command line). */
export interface ScenarioSpec {
  id: ScenarioId;
  label: string;
  engine: 'studio' | 'gemini';
  runs: number;
  /** RUN_WORKERS; undefined keeps the production default. */
  workers?: number;
  /** ENGINE_CONCURRENCY (remote engines only). */
  engineConcurrency?: number;
  shotLatencyMs?: number;
  /** IDENTITY_ANCHOR (remote engines only); undefined keeps the default, on. */
  identityAnchor?: 'on' | 'off';
  /** PLATFORM_PORTRAITS (remote engines only); undefined keeps the default, on. */
  platformPortraits?: 'on' | 'off';
  /** The stock persona each run is made on; undefined: none chosen (the default persona). */
  modelId?: string;
  /** Studio: render the preset background first; remote: make the persona's portrait first. */
  warmUp: boolean;
}

/** What a child sends back (over IPC) once its scenario is done. */
export interface ScenarioResult {
  id: ScenarioId;
  label: string;
  engine: string;
  runs: number;
  workers: number;
  engineConcurrency: number | null;
  shotLatencyMs: number | null;
  shotsPerRun: number;
  wallMs: number;
  runsPerMinute: number;
  /** Per run: from its POST to its generation_completed message. */
  catalogueMs: number[];
  medianMs: number;
  p95Ms: number;
  /** Per shot: from image_generation_started to image_generated. */
  shotMedianMs: number;
  maxShotsInFlight: number;
  peakRssMb: number;
  /** RSS when the measured runs were submitted: the database, runtime and caches already loaded. */
  rssBeforeMb: number;
  loadAverage: number;
  /**
   * Before the measured runs: studio, the first render of the preset background; remote, the
   * making of the persona's platform portrait (its first use).
   */
  warmUpMs: number | null;
  /**
   * Remote engine: from the first POST to the vendor's receiving the first shot's request
   * (upload, queue, the run's portrait and photos made ready), and from the vendor's last shot
   * answer to the last catalogue's completion (re-encoding, preview, colour check, storage,
   * progress): the catalogue's time that is not the vendor's.
   */
  beforeVendorMs: number | null;
  afterVendorMs: number | null;
}

/** Every scenario's result, and the machine they ran on. */
export interface GenerationReport {
  machine: string;
  cores: number;
  node: string;
  date: string;
  loadAtStart: number;
  /** `uptime`'s load averages (1, 5 and 15 minutes) as the bench started and as it ended. */
  uptimeAtStart: string;
  uptimeAtEnd: string;
  totalS: number;
  results: ScenarioResult[];
}
