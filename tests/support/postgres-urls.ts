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

export function templateDatabaseName(): string {
  return `vastra_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
}

export function testDatabaseName(): string {
  return `vastra_t_${process.pid}_${randomBytes(4).toString('hex')}`;
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
