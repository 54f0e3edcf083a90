/**
 * Imported first by the entry points. libuv's pool (4 threads by default) serves sharp, file
 * I/O and crypto alike; image work would otherwise queue uploads and static files behind it.
 * It is read when the pool is first used, so this must run before anything else.
 */
process.env.UV_THREADPOOL_SIZE ??= '16';
export {};
