/** Connected shapes (4-neighbour) of non-zero pixels at least `minArea` pixels large. */
export function countShapes(pixels: Uint8Array, width: number, minArea: number): number {
  const seen = new Uint8Array(pixels.length);
  const stack: number[] = [];
  let count = 0;
  for (let start = 0; start < pixels.length; start++) {
    if (!pixels[start] || seen[start]) continue;
    let area = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      area++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width])
        if (j >= 0 && j < pixels.length && pixels[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    if (area >= minArea) count++;
  }
  return count;
}
