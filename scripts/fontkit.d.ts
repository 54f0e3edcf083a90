/** The part of fontkit (no types of its own) that scripts/hindi-label-path.ts uses. */
declare module 'fontkit' {
  interface Path {
    transform(a: number, b: number, c: number, d: number, e: number, f: number): Path;
    toSVG(): string;
  }
  interface Glyph {
    id: number;
    path: Path;
  }
  interface Position {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface Font {
    ascent: number;
    descent: number;
    unitsPerEm: number;
    layout(text: string, options?: { script?: string }): { glyphs: Glyph[]; positions: Position[] };
  }
  export function openSync(path: string): Font;
}
