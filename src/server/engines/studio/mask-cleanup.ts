/**
 * Tidies a garment mask (0 or 255 per pixel): one piece, no holes, no thin spurs or specks,
 * and a smooth outline instead of the pixel staircase a per-pixel decision leaves.
 */

/**
 * Closed with a square of 2 `radius` + 1 pixels (small notches and gaps close), the largest
 * 8-connected piece with its holes filled, opened with the same square (thin attachments such
 * as a hanger's hook and specks stuck to the outline go), then the outline smoothed: the mask blurred (about `radius` / 2) and cut at half.
 */
export function cleanMask(
  mask: Uint8Array,
  width: number,
  height: number,
  radius: number,
  { close = true }: { close?: boolean } = {},
): Uint8Array {
  let m = mask;
  // Closed first, so a garment split by a stripe of the backdrop's colour is one piece again
  // (unless the caller's mask already follows the photo's edges: then closing fills the
  // narrow gaps under the arms the cut found).
  if (radius >= 1 && close) m = erode(dilate(m, width, height, radius), width, height, radius);
  m = fillHoles(largestPiece(m, width, height), width, height);
  if (radius >= 1) {
    m = dilate(erode(m, width, height, radius), width, height, radius);
    m = fillHoles(largestPiece(m, width, height), width, height);
  }
  return smoothOutline(m, width, height, Math.max(1, Math.round(radius / 2)));
}

/** Erosion by a square of side 2r+1 (all of the square inside; edges clamped). */
export function erode(m: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return squareFilter(m, width, height, r, true);
}

/** Dilation by a square of side 2r+1 (any of the square inside). */
export function dilate(m: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return squareFilter(m, width, height, r, false);
}

/**
 * A square's erosion (`all`) or dilation, separably: a running count of set pixels along each
 * row, then down each column, in integers (the frame's edge pixels repeat beyond it, as in
 * boxBlur). No floats and no per-pixel allocation.
 */
function squareFilter(
  m: Uint8Array,
  width: number,
  height: number,
  r: number,
  all: boolean,
): Uint8Array {
  const span = 2 * r + 1;
  const tmp = new Uint8Array(m.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let k = -r; k <= r; k++) if (m[row + Math.min(width - 1, Math.max(0, k))]) count++;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = (all ? count === span : count > 0) ? 1 : 0;
      count +=
        (m[row + Math.min(width - 1, x + r + 1)] ? 1 : 0) - (m[row + Math.max(0, x - r)] ? 1 : 0);
    }
  }
  const counts = new Int32Array(width);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x++) counts[x]! += tmp[row + x]!;
  }
  const out = new Uint8Array(m.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const add = Math.min(height - 1, y + r + 1) * width;
    const drop = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x++) {
      const c = counts[x]!;
      out[row + x] = (all ? c === span : c > 0) ? 255 : 0;
      counts[x] = c + tmp[add + x]! - tmp[drop + x]!;
    }
  }
  return out;
}

/** Labels 8-connected regions where `inside(i)`; returns labels and each label's size. */
function label(
  inside: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; sizes: number[] } {
  const n = width * height;
  const labels = new Int32Array(n);
  const queue = new Int32Array(n);
  const sizes = [0];
  for (let start = 0; start < n; start++) {
    if (!inside[start] || labels[start]) continue;
    const id = sizes.length;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = id;
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (inside[j] && !labels[j]) {
            labels[j] = id;
            queue[tail++] = j;
          }
        }
      }
    }
    sizes.push(tail);
  }
  return { labels, sizes };
}

export function largestPiece(mask: Uint8Array, width: number, height: number): Uint8Array {
  const { labels, sizes } = label(mask, width, height);
  let best = 0;
  for (let k = 1; k < sizes.length; k++) if (sizes[k]! > (sizes[best] ?? 0)) best = k;
  const out = new Uint8Array(mask.length);
  if (best) for (let i = 0; i < mask.length; i++) if (labels[i] === best) out[i] = 255;
  return out;
}

/**
 * Backdrop regions that do not reach the frame's edge become garment: one 8-connected flood of
 * the backdrop from the frame's edge; whatever it does not reach is garment.
 */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const reached = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  const seed = (i: number) => {
    if (!mask[i] && !reached[i]) {
      reached[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const x = i % width;
    const y = (i - x) / width;
    const x0 = x > 0 ? -1 : 0;
    const x1 = x < width - 1 ? 1 : 0;
    const y0 = y > 0 ? -1 : 0;
    const y1 = y < height - 1 ? 1 : 0;
    for (let dy = y0; dy <= y1; dy++) {
      const row = i + dy * width;
      for (let dx = x0; dx <= x1; dx++) {
        const j = row + dx;
        if (!mask[j] && !reached[j]) {
          reached[j] = 1;
          queue[tail++] = j;
        }
      }
    }
  }
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = reached[i] ? 0 : 255;
  return out;
}

/** Three box blurs of radius r (close to a Gaussian), cut at half. */
function smoothOutline(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  let a = ones(mask);
  for (let pass = 0; pass < 3; pass++) a = boxBlur(a, width, height, r);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = a[i]! >= 0.5 ? 255 : 0;
  return out;
}

/** Separable box blur of radius r with clamped edges (running sums). */
export function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const span = 2 * r + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[row + Math.min(width - 1, Math.max(0, k))]!;
    // Clamped reads only near the ends of the row; the same running sum throughout.
    const head = Math.min(width, r);
    const tail = Math.max(head, width - r - 1);
    let x = 0;
    for (; x < head; x++) {
      tmp[row + x] = sum / span;
      sum += src[row + Math.min(width - 1, x + r + 1)]! - src[row]!;
    }
    for (; x < tail; x++) {
      tmp[row + x] = sum / span;
      sum += src[row + x + r + 1]! - src[row + x - r]!;
    }
    for (; x < width; x++) {
      tmp[row + x] = sum / span;
      sum += src[row + width - 1]! - src[row + Math.max(0, x - r)]!;
    }
  }
  // Down the columns a row at a time (running sums per column), which reads memory in order.
  const sums = new Float32Array(width);
  for (let k = -r; k <= r; k++) {
    const row = Math.min(height - 1, Math.max(0, k)) * width;
    for (let x = 0; x < width; x++) sums[x]! += tmp[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const add = Math.min(height - 1, y + r + 1) * width;
    const drop = Math.max(0, y - r) * width;
    for (let x = 0; x < width; x++) {
      out[row + x] = sums[x]! / span;
      sums[x]! += tmp[add + x]! - tmp[drop + x]!;
    }
  }
  return out;
}

function ones(m: Uint8Array): Float32Array {
  const out = new Float32Array(m.length);
  for (let i = 0; i < m.length; i++) out[i] = m[i] ? 1 : 0;
  return out;
}
