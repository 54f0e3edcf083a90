/**
 * Moves a garment mask's outline onto the photo's edges with a graph cut (decision 200): each
 * pixel near the outline pays for the colour model it is given to (unary: the negative log
 * likelihood under the garment's and the backdrop's colour mixtures), and each pair of
 * neighbours pays for being split, much where their colours are alike and little across an
 * edge (pairwise: exp(-beta |dI|^2), beta from the photo's mean squared neighbour difference,
 * as in GrabCut). The cheapest labelling is a minimum cut (max-flow.ts).
 *
 * A per-pixel decision calls a garment's shaded edge backdrop where its colour resembles the
 * print's blurred mixtures; the cut keeps it with the garment because nothing in the photo
 * separates it from the rest of the garment, while the garment's outline is a sharp edge.
 *
 * Only a band either side of the given outline is open; the rest is fixed by the mask (and
 * the sure inside), so the graph stays small. The colour models are fitted once, to the
 * given mask's garment and backdrop (GrabCut's further rounds, refitting them to the cut,
 * changed nothing measurable on the drawn fixtures at twice the cost).
 */
import { fitMixture, mixtureCost, type ColourMixture } from './colour-mixture.js';
import { FlowGraph } from './max-flow.js';
import { dilate, erode } from './mask-cleanup.js';

export interface GraphCutInput {
  /** 3 values per pixel: the colours the models and the edges are judged on. */
  features: Float32Array;
  width: number;
  height: number;
  /** The decision to refine, non-zero inside. */
  mask: Uint8Array;
  /** 1 where the pixel is garment for certain (kept whatever the cut says). */
  sureInside: Uint8Array;
  /** Pixels either side of the outline the cut may move. */
  band: number;
}

/** Integer capacities: costs in nats times this. */
const SCALE = 32;
/** Weight of the pairwise term against the unary, in nats (GrabCut's gamma). */
const SMOOTHNESS = 50;
/** Pixels sampled per colour model, and its clusters. */
const SAMPLES = 8000;
const GARMENT_CLUSTERS = 8;
const BACKDROP_CLUSTERS = 10;

const FIXED_GARMENT = 1;
const FIXED_BACKDROP = 2;

export function graphCutMask(input: GraphCutInput): Uint8Array {
  const { features, width, height, mask, sureInside, band } = input;
  const n = width * height;

  // Fixed beyond the band (a square's reach, in integers): garment well inside the outline
  // or sure, backdrop well outside; open between.
  const core = erode(mask, width, height, band);
  const reach = dilate(mask, width, height, band);
  const state = new Uint8Array(n);
  const node = new Int32Array(n).fill(-1);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    if (sureInside[i] || core[i]) state[i] = FIXED_GARMENT;
    else if (!reach[i]) state[i] = FIXED_BACKDROP;
    else node[i] = nodes++;
  }
  const result = new Uint8Array(n);
  for (let i = 0; i < n; i++) result[i] = mask[i] ? 255 : 0;
  if (nodes === 0) return result;

  // The colour models from the decision being refined: its garment and its backdrop.
  const models = {
    garment: fitMixture(sample(features, result, 255), GARMENT_CLUSTERS),
    backdrop: fitMixture(sample(features, result, 0), BACKDROP_CLUSTERS),
  };
  const grid: Grid = {
    features,
    width,
    height,
    state,
    node,
    beta: contrastScale(features, width, height, node),
  };
  const graph = new FlowGraph(nodes, nodes * 4);
  addPixels(graph, grid, models);
  graph.maxFlow();
  for (let i = 0; i < n; i++) {
    const p = node[i]!;
    if (p >= 0) result[i] = graph.onSourceSide(p) ? 255 : 0;
    else if (sureInside[i]) result[i] = 255;
  }
  return result;
}

interface Grid {
  features: Float32Array;
  width: number;
  height: number;
  state: Uint8Array;
  node: Int32Array;
  beta: number;
}

/** 1 / (2 mean |dI|^2) over the open pixels' right and lower neighbours. */
function contrastScale(
  features: Float32Array,
  width: number,
  height: number,
  node: Int32Array,
): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height - 1; y++)
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (node[i]! < 0) continue;
      sum += squaredStep(features, i, i + 1) + squaredStep(features, i, i + width);
      count += 2;
    }
  return count && sum > 0 ? count / (2 * sum) : 0;
}

/**
 * Each open pixel's unary costs, and the pairwise links to its 8 neighbours: each pair once
 * between open pixels, folded into the open pixel's terminal when the neighbour is fixed.
 */
function addPixels(
  graph: FlowGraph,
  grid: Grid,
  models: { garment: ColourMixture; backdrop: ColourMixture },
): void {
  const { features, width, height, node } = grid;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = node[i]!;
      if (p < 0) continue;
      // Source = garment: a pixel given to the backdrop pays the backdrop's cost.
      const asBackdrop = Math.round(mixtureCost(features, i * 3, models.backdrop) * SCALE);
      const asGarment = Math.round(mixtureCost(features, i * 3, models.garment) * SCALE);
      graph.addTerminal(p, clampCost(asBackdrop), clampCost(asGarment));
      for (let dy = -1; dy <= 1; dy++) {
        const qy = y + dy;
        if (qy < 0 || qy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const qx = x + dx;
          if ((!dx && !dy) || qx < 0 || qx >= width) continue;
          const j = qy * width + qx;
          const q = node[j]!;
          // A pair of open pixels is linked once, from the earlier one.
          if (q >= 0 && j < i) continue;
          const w = pairWeight(grid, i, j, dx && dy ? Math.SQRT1_2 : 1);
          if (!w) continue;
          if (q >= 0) graph.addEdge(p, q, w, w);
          else if (grid.state[j] === FIXED_GARMENT) graph.addTerminal(p, w, 0);
          else graph.addTerminal(p, 0, w);
        }
      }
    }
}

/** What splitting two neighbours costs: much where their colours are alike. */
function pairWeight(grid: Grid, i: number, j: number, closeness: number): number {
  const w = SMOOTHNESS * closeness * Math.exp(-grid.beta * squaredStep(grid.features, i, j));
  return Math.round(w * SCALE);
}

function clampCost(c: number): number {
  return Math.max(0, Math.min(c, CAP));
}

/** Largest unary capacity: a colour neither model has seen costs this at most. */
const CAP = 60 * SCALE;

/** About SAMPLES pixels' features where `labels` equals `value`. */
function sample(features: Float32Array, labels: Uint8Array, value: number): Float32Array {
  let count = 0;
  for (let i = 0; i < labels.length; i++) if (labels[i] === value) count++;
  const step = Math.max(1, Math.floor(count / SAMPLES));
  const out = new Float32Array(Math.ceil(count / step) * 3);
  let k = 0;
  let o = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== value) continue;
    if (k++ % step === 0 && o < out.length) {
      out[o++] = features[i * 3]!;
      out[o++] = features[i * 3 + 1]!;
      out[o++] = features[i * 3 + 2]!;
    }
  }
  return out.subarray(0, o);
}

function squaredStep(features: Float32Array, i: number, j: number): number {
  const d0 = features[i * 3]! - features[j * 3]!;
  const d1 = features[i * 3 + 1]! - features[j * 3 + 1]!;
  const d2 = features[i * 3 + 2]! - features[j * 3 + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
}
