/**
 * Creates a new PGlite data folder and exits (decision 113). Run by openDatabase() in a
 * short-lived child process: initdb's WebAssembly instance grows its memory to hundreds of MB,
 * which a process never gives back, so the server opens the finished folder afterwards instead.
 *
 * Argument: the data folder.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pglite-init <data folder>');
  process.exit(2);
}
const pglite = await PGlite.create(dir, PGLITE_OPTIONS);
await pglite.close();
