/**
 * The one place a delivered image gets its provenance (decisions 253 and 254): the XMP packet
 * and the signed Content Credentials. A PNG original gets its XMP as a chunk (no re-encoding);
 * a JPEG is made by sharp with the packet already in it (`xmp` for its encoder), then signed.
 */
import type { Signer } from '@trustnxt/c2pa-ts/cose';
import { withContentCredentials } from './c2pa-manifest.js';
import type { C2paCredential } from './c2pa-credential.js';
import { createC2paSigner } from './c2pa-signer.js';
import type { ImageProvenance } from './image-provenance.js';
import { withPngXmp } from './png-xmp.js';
import { xmpPacket } from './xmp-packet.js';

export interface ImageMarker {
  /** The XMP packet for an encoder that writes it itself (sharp's withXmp). */
  xmp(provenance: ImageProvenance): string;
  /** A stored PNG as delivered: XMP added, then signed. */
  markPng(png: Uint8Array, provenance: ImageProvenance): Promise<Buffer>;
  /** A JPEG made with `xmp(provenance)` in it, signed. */
  signJpeg(jpeg: Uint8Array, provenance: ImageProvenance): Promise<Buffer>;
}

/** `credential` is resolved once, on the first image (a process that hands out none never reads it). */
export function createImageMarker(credential: () => Promise<C2paCredential>): ImageMarker {
  let signer: Promise<Signer> | null = null;
  const signerOnce = () => {
    signer ??= credential().then(createC2paSigner);
    signer.catch(() => {
      signer = null;
    });
    return signer;
  };
  return {
    xmp: xmpPacket,
    async markPng(png, provenance) {
      const marked = withPngXmp(png, xmpPacket(provenance));
      return withContentCredentials(marked, 'png', provenance, await signerOnce());
    },
    async signJpeg(jpeg, provenance) {
      return withContentCredentials(jpeg, 'jpeg', provenance, await signerOnce());
    },
  };
}
