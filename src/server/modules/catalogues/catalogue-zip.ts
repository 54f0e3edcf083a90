/**
 * A catalogue's zip, streamed while it is built: one stored file is read at a time and nothing
 * is held whole in memory. PNGs and JPEGs are already compressed, so entries are stored, not
 * deflated.
 */
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export interface ZipFile {
  name: string;
  /** A stored file's stream, or bytes made just now (a marketplace export's JPEG). */
  content: Readable | Buffer;
}

/**
 * Appends one entry and waits until it is written, so only one file is open at a time. A zip
 * that closes first (the client went away) closes the file too.
 */
function appendEntry(zip: ZipArchive, file: ZipFile, date: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('error', onError);
      zip.off('entry', onEntry);
      zip.off('close', onClose);
    };
    const onEntry = () => {
      done();
      resolve();
    };
    const onError = (error: Error) => {
      done();
      if (!Buffer.isBuffer(file.content)) file.content.destroy();
      reject(error);
    };
    const onClose = () => onError(new Error('The zip was closed before it was complete.'));
    zip.once('error', onError);
    zip.once('entry', onEntry);
    zip.once('close', onClose);
    zip.append(file.content, { name: file.name, date });
  });
}

/** Starts the zip and returns it as a stream; an error aborts the stream (the download fails). */
export function streamZip(files: AsyncIterable<ZipFile>, date = new Date()): ZipArchive {
  const zip = new ZipArchive({ store: true });
  void (async () => {
    try {
      for await (const file of files) await appendEntry(zip, file, date);
      await zip.finalize();
    } catch (error) {
      zip.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return zip;
}
