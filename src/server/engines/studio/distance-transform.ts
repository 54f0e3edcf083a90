/** Exact Euclidean distance transform of a binary image, for mask morphology and metrics. */

/** Euclidean distance to the nearest set pixel (Felzenszwalb-Huttenlocher, exact). */
export function distanceTo(set: Uint8Array, width: number, height: number): Float32Array {
  const INF = 1e12;
  const g = new Float64Array(width * height);
  for (let i = 0; i < g.length; i++) g[i] = set[i] ? 0 : INF;
  const size = Math.max(width, height);
  const f = new Float64Array(size);
  const d = new Float64Array(size);
  const v = new Int32Array(size);
  const z = new Float64Array(size + 1);
  const pass = (n: number) => {
    let k = 0;
    v[0] = 0;
    z[0] = -Infinity;
    z[1] = Infinity;
    for (let q = 1; q < n; q++) {
      let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      while (s <= z[k]!) {
        k--;
        s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
      }
      k++;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Infinity;
    }
    k = 0;
    for (let q = 0; q < n; q++) {
      while (z[k + 1]! < q) k++;
      d[q] = (q - v[k]!) * (q - v[k]!) + f[v[k]!]!;
    }
  };
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = g[y * width + x]!;
    pass(height);
    for (let y = 0; y < height; y++) g[y * width + x] = d[y]!;
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = g[y * width + x]!;
    pass(width);
    for (let x = 0; x < width; x++) out[y * width + x] = Math.sqrt(d[x]!);
  }
  return out;
}
