import type { ApiKeyPermission } from '@vela/contracts/api-keys';
import { futuresAccountPaths } from '@vela/contracts/futures-account';
import { futuresTradingPaths } from '@vela/contracts/futures-trading';
import { tradingPaths } from '@vela/contracts/trading';
import { WALLET_ACCOUNT_PATH, walletPaths } from '@vela/contracts/wallet';

/**
 * The account calls a key-signed request may make, and the permission each needs. Every other call
 * that needs a signed-in user refuses a key (403 `not-open-to-api-keys`): a key never manages keys,
 * passwords, sessions, 2FA, transfers or deposits. Public calls need no permission.
 */
const grants: Record<string, ApiKeyPermission> = {
  [`GET ${tradingPaths.orders}`]: 'read',
  [`GET ${tradingPaths.orderHistory}`]: 'read',
  [`GET ${tradingPaths.fills}`]: 'read',
  [`GET ${tradingPaths.balances}`]: 'read',
  [`POST ${tradingPaths.orders}`]: 'spot-trade',
  [`POST ${tradingPaths.cancelPattern}`]: 'spot-trade',
  [`POST ${tradingPaths.amendPattern}`]: 'spot-trade',
  [`POST ${tradingPaths.cancelAll}`]: 'spot-trade',

  [`GET ${futuresTradingPaths.orders}`]: 'read',
  [`GET ${futuresTradingPaths.orderHistory}`]: 'read',
  [`GET ${futuresTradingPaths.fills}`]: 'read',
  [`GET ${futuresTradingPaths.funding}`]: 'read',
  [`GET ${futuresTradingPaths.positions}`]: 'read',
  [`GET ${futuresTradingPaths.positionHistory}`]: 'read',
  [`GET ${futuresTradingPaths.settings}`]: 'read',
  [`GET ${futuresTradingPaths.summary}`]: 'read',
  [`POST ${futuresTradingPaths.orders}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.cancelPattern}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.cancelAll}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.closePosition}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.positionMargin}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.positionTpsl}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.leverage}`]: 'futures-trade',
  [`POST ${futuresTradingPaths.marginMode}`]: 'futures-trade',

  [`GET ${futuresAccountPaths.account}`]: 'read',
  [`GET ${futuresAccountPaths.transfers}`]: 'read',
  [`GET ${walletPaths.summary}`]: 'read',
  [`GET ${walletPaths.ledger}`]: 'read',
  [`GET ${walletPaths.ledgerKinds}`]: 'read',
  // POST by the spec's contract, but it only reads.
  [`POST ${WALLET_ACCOUNT_PATH}`]: 'read',
};

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
