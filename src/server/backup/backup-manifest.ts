/**
 * manifest.json, the table of contents of one backup folder (decision 192): which migrations
 * made its schema, each table's file and columns, the sequences, and where its images are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const BACKUP_FORMAT = 'vastra-backup';
export const BACKUP_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The migrations applied when the snapshot was taken, in order (drizzle journal tags). */
    migrations: z.array(z.string()),
    tables: z.array(
      z.object({
        name: z.string(),
        columns: z.array(z.string()),
        forcesRowSecurity: z.boolean(),
        file: z.string(),
        rows: z.number().int().min(0),
      }),
    ),
    sequences: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  storage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local'), folder: z.string(), files: z.number().int().min(0) }),
    /** The bucket is not copied: its own versioning or replication keeps its history. */
    z.object({ kind: z.literal('s3'), bucket: z.string() }),
  ]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export const MANIFEST_FILE = 'manifest.json';

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${path.join(folder, MANIFEST_FILE)} is not a backup manifest this version reads.`,
    );
  }
  return parsed.data;
}

/** A backup or restore refused for a reason the person running it can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}
