/**
 * Each marketplace's published image rules as the export applies them. The rules and where
 * they were read are in docs/marketplaces.md; a number here that the marketplace does not
 * publish (e.g. a fill target inside its range) is our choice and says so there.
 */
import type { MarketplacePresetId } from '../../../core/marketplaces.js';

export interface FillRange {
  /** The product's bounding box over the frame on its limiting side: at least this… */
  min: number;
  /** …at most this… */
  max: number;
  /** …and the export aims here. */
  target: number;
}

export interface MarketplacePreset {
  width: number;
  height: number;
  /** The frame's colour wherever a shot or product does not cover it. */
  background: string;
  /**
   * When the marketplace wants a first image of the product alone on a plain background: it is
   * added before the shots, the product isolated and filling `fill` of the frame.
   */
  main: { fill: FillRange; shadow: boolean } | null;
  /** How a shot meets the frame: cropped to it ('cover') or shown whole on the background. */
  fit: 'cover' | 'contain';
  /** Upper file size limit in bytes; the JPEG quality steps down until a file fits. */
  maxBytes: number;
  /** Lower limit where the marketplace sets one; quality steps up towards it. */
  minBytes?: number;
}

const MB = 1024 * 1024;
const KB = 1024;

export const MARKETPLACE_PRESETS: Record<MarketplacePresetId, MarketplacePreset> = {
  amazon: {
    width: 2000,
    height: 2000,
    background: '#ffffff',
    main: { fill: { min: 0.85, max: 1, target: 0.9 }, shadow: false },
    fit: 'contain',
    maxBytes: 10 * MB,
  },
  flipkart: {
    width: 1500,
    height: 1500,
    background: '#ffffff',
    main: { fill: { min: 0.85, max: 0.95, target: 0.9 }, shadow: false },
    fit: 'contain',
    maxBytes: 2 * MB,
  },
  myntra: {
    width: 1080,
    height: 1440,
    // Apparel: light grey with a soft shadow; white is not accepted (docs/marketplaces.md).
    background: '#f1f1f1',
    main: { fill: { min: 0.8, max: 0.95, target: 0.88 }, shadow: true },
    fit: 'cover',
    maxBytes: 1 * MB,
    minBytes: 500 * KB,
  },
  ajio: {
    width: 1200,
    height: 1500,
    background: '#ffffff',
    main: { fill: { min: 0.8, max: 0.85, target: 0.83 }, shadow: true },
    fit: 'cover',
    maxBytes: 1 * MB,
    minBytes: 200 * KB,
  },
  meesho: {
    width: 1500,
    height: 1500,
    background: '#ffffff',
    main: { fill: { min: 0.8, max: 0.95, target: 0.88 }, shadow: false },
    fit: 'contain',
    maxBytes: 2 * MB,
  },
  shopify: {
    width: 2048,
    height: 2048,
    background: '#ffffff',
    main: null,
    fit: 'contain',
    maxBytes: 20 * MB,
  },
  instagram: {
    width: 1080,
    height: 1350,
    background: '#ffffff',
    main: null,
    fit: 'cover',
    maxBytes: 8 * MB,
  },
};
