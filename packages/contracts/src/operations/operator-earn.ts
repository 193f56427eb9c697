import {
  createEarnProductRequestSchema,
  earnOperatorPaths,
  earnProductIdParamsSchema,
  earnProductListSchema,
  earnProductResponseSchema,
} from '../earn.ts';
import { productNotFound } from './earn.ts';
import { type ApiTag, apiOperations, type OperationRecord } from './operation.ts';

export const operatorEarnTag: ApiTag = {
  name: 'Operator: earn',
  description: 'Create, pause, resume and close earn products (bearer OPERATOR_TOKEN).',
};

/** An operator's status change of a product, as the reference page names it. */
function statusChange<Action extends 'pause' | 'resume' | 'close'>(
  action: Action,
  doc: { summary: string; description?: string },
): Record<Action, OperationRecord> {
  const record: OperationRecord = {
    method: 'POST',
    path: earnOperatorPaths[`${action}Pattern`],
    ...doc,
    auth: 'operator',
    params: earnProductIdParamsSchema,
    response: earnProductResponseSchema,
    errors: [productNotFound, [409, 'The product’s status does not allow the change (`reason` product-status).']],
  };
  return { [action]: record } as Record<Action, OperationRecord>;
}

export const operatorEarnOperations = apiOperations(operatorEarnTag, {
  products: {
    method: 'GET',
    path: earnOperatorPaths.products,
    summary: 'Every earn product, closed ones too',
    auth: 'operator',
    response: earnProductListSchema,
  },
  createProduct: {
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
  ...statusChange('pause', {
    summary: 'Pause a product',
    description: 'No new subscriptions until resumed; positions run on.',
  }),
  ...statusChange('resume', { summary: 'Resume a paused product' }),
  ...statusChange('close', {
    summary: 'Close a product for good',
    description:
      'No new subscriptions ever; live positions run on to maturity or redemption, fixed ones no longer renew.',
  }),
});
