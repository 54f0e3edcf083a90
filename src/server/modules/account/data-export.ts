/**
 * The account data download: a zip streamed as it is built, made of sections that modules
 * contribute (account settings now; catalogues with their images later).
 */
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export interface ExportEntry {
  /** Path inside the section's folder, e.g. 'catalogues.json' or 'images/01_front.png'. */
  name: string;
  content: string | Buffer | Readable;
}

export interface ExportSection {
  /** Folder in the zip; '' puts the entries at the top. */
  folder: string;
  /** One line for README.txt about what this section holds. */
  description: string;
  /** The entries, produced lazily so large files stream one at a time. */
  entries(userId: string): AsyncIterable<ExportEntry>;
}

function readme(sections: readonly ExportSection[], generatedAt: Date): string {
  return [
    'Vastra Studio: your account data',
    `Downloaded ${generatedAt.toISOString()}.`,
    '',
    'What this archive holds:',
    ...sections.map((s) => `- ${s.folder ? `${s.folder}/` : ''}${s.description}`),
    '',
    'JSON files use UTF-8; times are ISO 8601 in UTC.',
    '',
  ].join('\n');
}

/** Appends one entry and waits until it is written, so only one file is open at a time. */
function appendEntry(
  zip: ZipArchive,
  content: ExportEntry['content'],
  name: string,
  date: Date,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    zip.once('error', onError);
    zip.once('entry', () => {
      zip.off('error', onError);
      resolve();
    });
    zip.append(content, { name, date });
  });
}

/** Starts the zip and returns it as a stream; errors abort the stream (the download fails). */
export function streamDataExport(
  userId: string,
  sections: readonly ExportSection[],
  now = new Date(),
): ZipArchive {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  void (async () => {
    try {
      await appendEntry(zip, readme(sections, now), 'README.txt', now);
      for (const section of sections) {
        for await (const entry of section.entries(userId)) {
          const name = section.folder ? `${section.folder}/${entry.name}` : entry.name;
          await appendEntry(zip, entry.content, name, now);
        }
      }
      await zip.finalize();
    } catch (error) {
      zip.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return zip;
}
