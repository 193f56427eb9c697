import type { ApiKeyPermission } from '@vela/contracts/api-keys';
import { accountOperations } from '@vela/contracts/operations/account';
import { futuresTradingOperations } from '@vela/contracts/operations/futures-trading';
import { gridTradingOperations } from '@vela/contracts/operations/grid-bots';
import { spotTradingOperations } from '@vela/contracts/operations/spot-trading';

/** The operation groups that hold the calls open to API keys (a record's `apiKey`). */
const keyedOperations = [accountOperations, spotTradingOperations, gridTradingOperations, futuresTradingOperations];

/**
 * The account calls a key-signed request may make, and the permission each needs, from their
 * operation records. Every other call that needs a signed-in user refuses a key (403
 * `not-open-to-api-keys`): a key never manages keys, passwords, sessions, 2FA, transfers or
 * deposits. Public calls need no permission.
 */
const grants: Record<string, ApiKeyPermission> = Object.fromEntries(
  keyedOperations
    .flatMap((operations) => Object.values(operations))
    .flatMap(({ method, path, apiKey }) => (apiKey ? [[`${method} ${path}`, apiKey]] : [])),
);

/** The permission a route (method + route pattern) needs from a key; undefined: not open to keys. */
export function permissionForRoute(method: string, routePattern: string | undefined): ApiKeyPermission | undefined {
  if (!routePattern) return undefined;
  const verb = method === 'HEAD' ? 'GET' : method;
  return grants[`${verb} ${routePattern}`];
}

/** The table itself, for the documentation test and the reference. */
export function apiKeyRouteGrants(): [string, ApiKeyPermission][] {
  return Object.entries(grants);
}
