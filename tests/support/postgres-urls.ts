import { randomBytes } from 'node:crypto';

/** The same server, connected to its maintenance database, for CREATE/DROP DATABASE. */
export function postgresAdminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The databases a test run makes are named after TEST_DATABASE_URL's own, so runs sharing a
 * cluster each keep theirs under their own prefix (and never mistake another's for theirs).
 */
function derivedName(url: string, kind: string, bytes: number): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'vastra';
  // PostgreSQL keeps 63 bytes of a name; the suffix is what makes it unique, so it stays whole.
  const suffix = `_${kind}_${process.pid}_${randomBytes(bytes).toString('hex')}`;
  return `${base.slice(0, 63 - suffix.length)}${suffix}`;
}

export function templateDatabaseName(url: string): string {
  return derivedName(url, 'tpl', 3);
}

export function testDatabaseName(url: string): string {
  return derivedName(url, 't', 4);
}

/**
 * The role the app's connection uses in db tests: neither superuser nor owner, so row-level
 * security binds it as in production (decision 170). Cluster-wide; made once by global-setup.
 */
export const TEST_APP_ROLE = 'vastra_app';

export function asAppRole(url: string): string {
  const parsed = new URL(url);
  parsed.username = TEST_APP_ROLE;
  parsed.password = TEST_APP_ROLE;
  return parsed.toString();
}

/** Concurrent test runs on one cluster may both try: the loser's duplicate is fine. */
export const CREATE_APP_ROLE = `do $$ begin
  create role ${TEST_APP_ROLE} login password '${TEST_APP_ROLE}' nosuperuser nobypassrls;
exception when duplicate_object or unique_violation then null;
end $$`;
