/** Set at build by vite.config.ts: each file of src/web/public and its content version. */
declare const __PUBLIC_VERSIONS__: Record<string, string> | undefined;

const versions: Record<string, string> =
  typeof __PUBLIC_VERSIONS__ === 'undefined' ? {} : __PUBLIC_VERSIONS__;

/**
 * A public file's URL with its content version (`/samples/a.webp?v=3f2a…`): the server caches
 * such a URL for a year (src/server/http/web-app.ts), and a changed file gets a new one.
 */
export function publicUrl(path: string): string {
  const version = versions[path];
  return version ? `${path}?v=${version}` : path;
}
