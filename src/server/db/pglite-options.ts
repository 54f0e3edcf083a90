import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters (its defaults in 0.5.16) plus a smaller buffer pool: PostgreSQL's
 * 128 MB default is allocated up front inside the WebAssembly memory, and an app database of this
 * size is served from 16 MB (Node and the OS cache the files below it). Decision 113.
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
];

export const PGLITE_OPTIONS = { startParams: PGLITE_START_PARAMS } satisfies PGliteOptions;
