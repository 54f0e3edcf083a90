/**
 * Solves a small linear system (the 6x6 normal equations of the backdrop's light fit) by
 * Gaussian elimination with partial pivoting, on a copy. A zero pivot counts as tiny rather than
 * failing: the fit then flattens instead of breaking the cut-out.
 */
export function solveLinear(matrix: ArrayLike<number>[], rhs: ArrayLike<number>): number[] {
  const size = rhs.length;
  const m = matrix.map((row, i) => [...Array.from(row), rhs[i]!]);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-9;
    for (let r = col + 1; r < size; r++) {
      const factor = m[r]![col]! / p;
      for (let c = col; c <= size; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  const out = new Array<number>(size).fill(0);
  for (let r = size - 1; r >= 0; r--) {
    let sum = m[r]![size]!;
    for (let c = r + 1; c < size; c++) sum -= m[r]![c]! * out[c]!;
    out[r] = sum / (m[r]![r]! || 1e-9);
  }
  return out;
}
