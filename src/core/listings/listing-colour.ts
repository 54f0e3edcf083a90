/**
 * A marketplace's colour value with its reference colour, so a garment's measured colour can be
 * matched to the nearest name (CIEDE2000). The names are the marketplace's; the reference values
 * are ours (a typical dyed-fabric shade for the name, sRGB D65), as no marketplace publishes one.
 * Names that are no single colour (Multi, Metallic…) have none and are chosen by rule.
 */
export interface ListingColour {
  name: string;
  /** sRGB, '#rrggbb'; null for a name that is no single colour. */
  hex: string | null;
  /** CIELAB (D65) of `hex`, worked out once (a server test checks it against cielab.ts). */
  lab: readonly [l: number, a: number, b: number] | null;
}
