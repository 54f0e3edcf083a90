/**
 * Readers of an image's provenance that are not our code (decisions 253 and 254): exiftool for
 * the XMP (Debian's libimage-exiftool-perl; the tests that need it are skipped, saying so, where
 * it is missing) and c2pa-rs, the Content Authenticity Initiative's reference implementation
 * compiled to WebAssembly (@contentauth/c2pa-wasm), for the C2PA manifest: a different code base
 * from c2pa-ts, which writes it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';

export const EXIFTOOL = '/usr/bin/exiftool';
export const HAS_EXIFTOOL = existsSync(EXIFTOOL);
export const NO_EXIFTOOL_REASON = `${EXIFTOOL} is missing (apt-get install libimage-exiftool-perl)`;

/** `exiftool -j -XMP:all` of the bytes: the XMP tags by their exiftool names. */
export async function exiftoolXmp(bytes: Uint8Array, extension: 'png' | 'jpg') {
  const folder = await mkdtemp(path.join(tmpdir(), 'vastra-xmp-'));
  try {
    const file = path.join(folder, `image.${extension}`);
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(EXIFTOOL, ['-j', '-XMP:all', file]);
    const [tags] = JSON.parse(stdout) as Record<string, unknown>[];
    return tags ?? {};
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

let initialised = false;
async function c2paRs() {
  if (initialised) return;
  const wasm = createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm');
  initSync({ module: await readFile(wasm) });
  initialised = true;
}

export interface C2paReading {
  /** Invalid, Valid (well-formed and signed) or Trusted (and its signer chains to `trustAnchor`). */
  validationState: string;
  failures: { code: string; explanation?: string }[];
  actions: { action: string; digitalSourceType?: string; softwareAgent?: { name?: string } }[];
  signer: { issuer?: string; common_name?: string } | undefined;
  /** The product the claim says made the file. */
  claimGenerator: string | undefined;
}

interface ReaderStore {
  validation_state?: string;
  validation_results?: { activeManifest?: { failure?: { code: string; explanation?: string }[] } };
}
interface ReaderManifest {
  assertions?: { label: string; data: { actions?: C2paReading['actions'] } }[];
  signature_info?: C2paReading['signer'];
  claim_generator_info?: { name?: string }[];
}

/** Reads and validates the manifest with c2pa-rs, trusting `trustAnchor` (PEM) as a root. */
export async function readC2pa(
  bytes: Uint8Array,
  mimeType: 'image/png' | 'image/jpeg',
  trustAnchor: string,
): Promise<C2paReading> {
  await c2paRs();
  const context = JSON.stringify({ trust: { user_anchors: trustAnchor, verify_trust_list: true } });
  const reader = await WasmReader.fromBytes(mimeType, bytes, context);
  try {
    const store = reader.manifestStore() as ReaderStore;
    const manifest = reader.activeManifest() as ReaderManifest;
    const actions =
      manifest.assertions?.find((assertion) => assertion.label.startsWith('c2pa.actions'))?.data
        .actions ?? [];
    return {
      validationState: store.validation_state ?? 'unknown',
      failures: store.validation_results?.activeManifest?.failure ?? [],
      actions,
      signer: manifest.signature_info,
      claimGenerator: manifest.claim_generator_info?.[0]?.name,
    };
  } finally {
    reader.free();
  }
}
