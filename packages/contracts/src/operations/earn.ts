import {
  earnHistoryPageSchema,
  earnHistoryQuerySchema,
  earnPaths,
  earnPositionListSchema,
  earnPositionQuerySchema,
  earnProductIdParamsSchema,
  earnProductListSchema,
  earnProductQuerySchema,
  earnProductResponseSchema,
  earnRedeemRequestSchema,
  earnRedeemResponseSchema,
  earnSubscribeRequestSchema,
  earnSubscribeResponseSchema,
  earnSummarySchema,
} from '../earn.ts';
import { type ApiTag, apiOperations } from './operation.ts';

/** The answer to a product id that names no product. */
export const productNotFound = [404, 'No such product (`reason` product-not-found).'] as const;

export const earnTag: ApiTag = {
  name: 'Earn',
  description:
    'Savings products paid from the platform’s `earn` account: flexible, fixed term and sharkfin. Amounts and APRs are decimal strings; an APR is a fraction a year ("0.05" is 5 %).',
};

export const earnOperations = apiOperations(earnTag, {
  products: {
    method: 'GET',
    path: earnPaths.products,
    summary: 'Earn products',
    description: 'Open and paused products, and closed ones the caller still holds; a session adds `userQuotaLeft`.',
    auth: 'public',
    query: earnProductQuerySchema,
    response: earnProductListSchema,
  },
  product: {
    method: 'GET',
    path: earnPaths.productPattern,
    summary: 'One earn product',
    auth: 'public',
    params: earnProductIdParamsSchema,
    response: earnProductResponseSchema,
    errors: [productNotFound],
  },
  positions: {
    method: 'GET',
    path: earnPaths.positions,
    summary: 'The user’s earn positions',
    auth: 'session',
    query: earnPositionQuerySchema,
    response: earnPositionListSchema,
  },
  history: {
    method: 'GET',
    path: earnPaths.history,
    summary: 'The user’s earn history, newest first',
    auth: 'session',
    query: earnHistoryQuerySchema,
    response: earnHistoryPageSchema,
  },
  summary: {
    method: 'GET',
    path: earnPaths.summary,
    summary: 'Earn holdings per asset, valued in USDT',
    auth: 'session',
    response: earnSummarySchema,
  },
  subscribe: {
    method: 'POST',
    path: earnPaths.subscribe,
    summary: 'Subscribe to a product',
    description:
      'Moves the amount from the available spot balance into a position (a flexible product keeps one position per user). Refusals carry a `reason`: below-minimum, above-maximum, auto-renew-not-allowed, insufficient-balance (400); product-not-open, subscriptions-ended, quota-exceeded, user-quota-exceeded (409).',
    auth: 'session',
    body: earnSubscribeRequestSchema,
    response: earnSubscribeResponseSchema,
    errors: [
      productNotFound,
      [409, 'The product takes no subscriptions now, or the amount is over a quota (`reason`).'],
      [503, 'The trading engine is not running on this server (`reason` engine-unavailable); nothing changed.'],
    ],
  },
  redeem: {
    method: 'POST',
    path: earnPaths.redeem,
    summary: 'Redeem a position to spot',
    description:
      'Flexible: any part, at once; redeeming the rest also pays the unpaid interest. Fixed (when the product allows it): the whole principal, the unpaid interest forfeited (`reason` whole-amount-only otherwise). Sharkfin: not before maturity.',
    auth: 'session',
    body: earnRedeemRequestSchema,
    response: earnRedeemResponseSchema,
    errors: [
      [404, 'No such position of the user (`reason` position-not-found).'],
      [409, 'The position is closed, or its product is locked until maturity (`reason`).'],
    ],
  },
});
