/**
 * How a marketplace export's files are marked with their provenance (decisions 253 and 254),
 * told by the caller that knows who made each shot: the exports' code only encodes and asks.
 */

/** A JPEG's mark: the XMP packet sharp writes with it, then the signature over the result. */
export interface JpegMark {
  xmp: string;
  sign(jpeg: Buffer): Promise<Buffer>;
}

export interface ExportMarks {
  /** Shot `index`'s stored PNG as handed out (the 'original' export). */
  png(index: number, png: Buffer): Promise<Buffer>;
  /** Shot `index` resized into the marketplace's frame. */
  shot(index: number): JpegMark;
  /** The product alone, cut from the seller's photo (`fromPhoto`) or from shot `index`. */
  product(index: number, fromPhoto: boolean): JpegMark;
}
