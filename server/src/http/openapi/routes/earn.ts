import {
  createEarnProductRequestSchema,
  earnHistoryPageSchema,
  earnHistoryQuerySchema,
  earnOperatorPaths,
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
} from '@vela/contracts/earn';
import type { OpenApiDomain } from '../entry.ts';

const notFound = [404, 'No such product (`reason` product-not-found).'] as const;

export const earnApi: OpenApiDomain = {
  tag: 'Earn',
  description:
    'Savings products paid from the platform’s `earn` account: flexible, fixed term and sharkfin. Amounts and APRs are decimal strings; an APR is a fraction a year ("0.05" is 5 %).',
  routes: [
    {
      method: 'GET',
      path: earnPaths.products,
      summary: 'Earn products',
      description: 'Open and paused products, and closed ones the caller still holds; a session adds `userQuotaLeft`.',
      auth: 'public',
      query: earnProductQuerySchema,
      response: earnProductListSchema,
    },
    {
      method: 'GET',
      path: earnPaths.productPattern,
      summary: 'One earn product',
      auth: 'public',
      params: earnProductIdParamsSchema,
      response: earnProductResponseSchema,
      errors: [notFound],
    },
    {
      method: 'GET',
      path: earnPaths.positions,
      summary: 'The user’s earn positions',
      auth: 'session',
      query: earnPositionQuerySchema,
      response: earnPositionListSchema,
    },
    {
      method: 'GET',
      path: earnPaths.history,
      summary: 'The user’s earn history, newest first',
      auth: 'session',
      query: earnHistoryQuerySchema,
      response: earnHistoryPageSchema,
    },
    {
      method: 'GET',
      path: earnPaths.summary,
      summary: 'Earn holdings per asset, valued in USDT',
      auth: 'session',
      response: earnSummarySchema,
    },
    {
      method: 'POST',
      path: earnPaths.subscribe,
      summary: 'Subscribe to a product',
      description:
        'Moves the amount from the available spot balance into a position (a flexible product keeps one position per user). Refusals carry a `reason`: below-minimum, above-maximum, auto-renew-not-allowed, insufficient-balance (400); product-not-open, subscriptions-ended, quota-exceeded, user-quota-exceeded (409).',
      auth: 'session',
      body: earnSubscribeRequestSchema,
      response: earnSubscribeResponseSchema,
      errors: [
        notFound,
        [409, 'The product takes no subscriptions now, or the amount is over a quota (`reason`).'],
        [503, 'The trading engine is not running on this server (`reason` engine-unavailable); nothing changed.'],
      ],
    },
    {
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
  ],
};

const byId = { auth: 'operator', params: earnProductIdParamsSchema, response: earnProductResponseSchema } as const;
const statusErrors = [
  notFound,
  [409, 'The product’s status does not allow the change (`reason` product-status).'],
] as const;

export const operatorEarnApi: OpenApiDomain = {
  tag: 'Operator: earn',
  description: 'Create, pause, resume and close earn products (bearer OPERATOR_TOKEN).',
  routes: [
    {
      method: 'GET',
      path: earnOperatorPaths.products,
      summary: 'Every earn product, closed ones too',
      auth: 'operator',
      response: earnProductListSchema,
    },
    {
      method: 'POST',
      path: earnOperatorPaths.products,
      summary: 'Create an earn product',
      description:
        'Flexible: tiers, no termDays. Fixed: tiers and termDays. Sharkfin: sharkfin terms and termDays, no tiers; the term runs from sharkfin.startsAt.',
      auth: 'operator',
      body: createEarnProductRequestSchema,
      response: earnProductResponseSchema,
      status: 201,
      errors: [[409, 'A product with this id exists (`reason` product-exists).']],
    },
    {
      ...byId,
      method: 'POST',
      path: earnOperatorPaths.pausePattern,
      summary: 'Pause a product',
      description: 'No new subscriptions until resumed; positions run on.',
      errors: statusErrors,
    },
    {
      ...byId,
      method: 'POST',
      path: earnOperatorPaths.resumePattern,
      summary: 'Resume a paused product',
      errors: statusErrors,
    },
    {
      ...byId,
      method: 'POST',
      path: earnOperatorPaths.closePattern,
      summary: 'Close a product for good',
      description:
        'No new subscriptions ever; live positions run on to maturity or redemption, fixed ones no longer renew.',
      errors: statusErrors,
    },
  ],
};
