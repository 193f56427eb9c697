import type * as TradingApi from './trading-api.ts';
import type { TradingResult } from './trading-api.ts';

type Api = typeof TradingApi;

/**
 * The order calls of the terminal's forms and tables, whose code (with the contract's schemas and
 * zod) loads with the first call, as the account session loads its reads: `trading-api.ts` is only
 * ever imported dynamically, so it stays one chunk out of the terminal's first load.
 */
function lazyCall<T>(use: (api: Api) => Promise<TradingResult<T>>): Promise<TradingResult<T>> {
  return import('./trading-api.ts').then(use, (): TradingResult<T> => ({ ok: false, failure: { code: 'network' } }));
}

export const placeOrder: Api['placeOrder'] = (request) => lazyCall((api) => api.placeOrder(request));
export const cancelOrder: Api['cancelOrder'] = (orderId) => lazyCall((api) => api.cancelOrder(orderId));
export const amendOrder: Api['amendOrder'] = (orderId, request) => lazyCall((api) => api.amendOrder(orderId, request));
export const cancelAllOrders: Api['cancelAllOrders'] = (symbol) => lazyCall((api) => api.cancelAllOrders(symbol));
