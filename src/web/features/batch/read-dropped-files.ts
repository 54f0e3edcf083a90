import { translate } from '@/i18n/language-store';
import { batchTexts } from '@/i18n/texts/batch';
/**
 * What a seller dropped or picked, as photos: plain files, the files of dropped folders, and the
 * photos inside zips (read as a stream with the batch limits: src/core/batch-zip-reader.ts).
 * Each photo is decoded in the browser first, so a broken file is refused here with its name.
 * A .csv beside them (or inside a zip) is a manifest: each product's garment type and styling
 * note by SKU (src/core/batch-manifest.ts).
 */
import { BATCH_LIMITS } from '@core/batch';
import {
  isManifestFileName,
  parseBatchManifest,
  type ManifestEntry,
  type ManifestProblem,
} from '@core/batch-manifest';
import {
  MAX_MANIFEST_BYTES,
  readZipPhotos,
  sniffPhotoType,
  ZipRefusedError,
} from '@core/batch-zip-reader';

export interface PickedPhoto {
  id: string;
  file: File;
  /** A thumbnail's object URL; revoked when the photo leaves the table. */
  url: string;
}

export interface Refusal {
  name: string;
  reason: string;
}

const MB = 1024 * 1024;
let nextId = 0;

function isZip(file: File) {
  return /\.zip$/i.test(file.name) || file.type === 'application/zip';
}

/** The files of a dropped folder, at any depth (DataTransferItem.webkitGetAsEntry). */
async function filesOfEntry(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile)
    return [
      await new Promise<File>((resolve, reject) =>
        (entry as FileSystemFileEntry).file(resolve, reject),
      ),
    ];
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const files: File[] = [];
  // readEntries answers in pages until it answers an empty one.
  for (;;) {
    const page = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (page.length === 0) return files;
    for (const child of page) files.push(...(await filesOfEntry(child)));
  }
}

/** Files from a drop: folders walked, everything else as it is. */
export async function filesFromDrop(transfer: DataTransfer): Promise<File[]> {
  const entries = [...transfer.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) return [...transfer.files];
  const files: File[] = [];
  for (const entry of entries) files.push(...(await filesOfEntry(entry)));
  return files;
}

async function decodes(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

async function* chunksOf(file: File): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** Checks one photo: size, real photo bytes, decodable. */
async function checkPhoto(file: File): Promise<Refusal | null> {
  if (file.size > BATCH_LIMITS.maxPhotoBytes)
    return {
      name: file.name,
      reason: translate(batchTexts, 'overSize', { size: BATCH_LIMITS.maxPhotoBytes / MB }),
    };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffPhotoType(head);
  if (!type) return { name: file.name, reason: translate(batchTexts, 'notAPhoto') };
  // Most browsers cannot decode HEIC (Safari can): the server decodes and checks it.
  if (type !== 'image/heic' && type !== 'image/heif' && !(await decodes(file)))
    return { name: file.name, reason: translate(batchTexts, 'damaged') };
  return null;
}

export interface PickedFiles {
  photos: PickedPhoto[];
  refused: Refusal[];
  /** The rows of every manifest read, in order (a later row for a SKU wins). */
  manifest: ManifestEntry[];
  /** What was wrong in a manifest, each naming its file and row (said by code, decision 202). */
  manifestProblems: ManifestProblem[];
}

export async function readPickedFiles(files: File[]): Promise<PickedFiles> {
  const photos: PickedPhoto[] = [];
  const refused: Refusal[] = [];
  const manifest: ManifestEntry[] = [];
  const manifestProblems: ManifestProblem[] = [];
  const readManifest = (text: string, name: string) => {
    const parsed = parseBatchManifest(text, name);
    manifest.push(...parsed.entries);
    manifestProblems.push(...parsed.problemCodes);
  };
  const keep = async (file: File) => {
    const refusal = await checkPhoto(file);
    if (refusal) refused.push(refusal);
    else photos.push({ id: `photo-${++nextId}`, file, url: URL.createObjectURL(file) });
  };
  for (const file of files) {
    if (file.name.startsWith('.')) continue;
    if (isManifestFileName(file.name)) {
      if (file.size > MAX_MANIFEST_BYTES)
        refused.push({ name: file.name, reason: translate(batchTexts, 'manifestTooBig') });
      else readManifest(await file.text(), file.name);
      continue;
    }
    if (!isZip(file)) {
      await keep(file);
      continue;
    }
    try {
      const zip = await readZipPhotos(chunksOf(file), file.name);
      refused.push(
        ...zip.refused.map((r) => ({ name: `${file.name}: ${r.name}`, reason: r.reason })),
      );
      for (const entry of zip.manifests) readManifest(entry.text, `${file.name}: ${entry.name}`);
      for (const photo of zip.photos) {
        const name = photo.name.split('/').pop() ?? photo.name;
        const bytes = new Uint8Array(photo.bytes);
        await keep(new File([bytes], name, { type: photo.contentType }));
      }
    } catch (error) {
      if (!(error instanceof ZipRefusedError)) throw error;
      refused.push({ name: file.name, reason: error.message });
    }
  }
  return { photos, refused, manifest, manifestProblems };
}
