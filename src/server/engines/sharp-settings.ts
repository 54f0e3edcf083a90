/**
 * libvips' operation cache keeps recent images (up to 50 MB and 100 files by default) in case
 * the same operation comes again. A server's images are all different (uploads, shots), so it
 * only held memory after each catalogue and at idle (decision 116): it is turned off.
 * Imported by the entry points, once.
 */
import sharp from 'sharp';

sharp.cache(false);
export {};
