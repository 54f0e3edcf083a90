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
