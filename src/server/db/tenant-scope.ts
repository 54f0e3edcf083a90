/**
 * Whose rows a piece of work may touch, for PostgreSQL's row-level security (decision 170).
 * A request behind requireUser or an API key runs `asUser(id, …)`; the few paths that must see
 * every user's rows (run jobs, the sweeper, webhook deliveries, the payment provider's webhooks,
 * the API-key lookup) run `asSystem(reason, …)` (decision 171). The database client sends the
 * scope with every statement (scoped-postgres.ts); work with no scope sees no tenant rows.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type TenantScope = { kind: 'user'; userId: string } | { kind: 'system'; reason: string };

const scopes = new AsyncLocalStorage<TenantScope>();

/** Runs `work` with the policies' `app.user_id` set to this user. */
export function asUser<T>(userId: string, work: () => T): T {
  if (!userId) throw new Error('asUser needs a user id');
  return scopes.run({ kind: 'user', userId }, work);
}

/** Runs `work` across users (`app.system`); `reason` names the path, for readers and logs. */
export function asSystem<T>(reason: string, work: () => T): T {
  return scopes.run({ kind: 'system', reason }, work);
}

export function currentScope(): TenantScope | undefined {
  return scopes.getStore();
}

/** The two settings the policies read: `[app.user_id, app.system]`. */
export function scopeSettings(scope: TenantScope | undefined): [string, string] {
  if (!scope) return ['', ''];
  return scope.kind === 'user' ? [scope.userId, ''] : ['', 'on'];
}
