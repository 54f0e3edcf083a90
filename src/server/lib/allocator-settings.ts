/**
 * glibc's allocator settings the server and worker start with (`npm start`, `npm run worker`,
 * `npm run dev`; decision 118). Image work allocates large buffers from many threads; by default
 * glibc gives busy threads arenas of their own (up to 8 per core) and, after the first large
 * buffer is freed, serves later ones from those arenas instead of mapping them, so a server that
 * made 60 catalogues kept 275 MB it no longer used. With two arenas, and buffers above 128 KiB
 * always mapped and unmapped on free, it went back to its start. glibc reads them only when the
 * process starts, so they are set by the scripts that start it; other systems ignore them.
 */
export const ALLOCATOR_SETTINGS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;

/** The settings this process did not start with (on Linux, where they apply). */
export function missingAllocatorSettings(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string[] {
  if (platform !== 'linux') return [];
  return Object.keys(ALLOCATOR_SETTINGS).filter((key) => env[key] === undefined);
}
