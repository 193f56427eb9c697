import type { FxRatesResponse } from '@vela/contracts/fx';
import { marketDataOperations } from '@vela/contracts/operations/market-data';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_RATES_AS_OF, referenceRates } from '../../fx/reference-rates.ts';
import { route } from '../route.ts';

const response: FxRatesResponse = { base: 'USDT', rates: referenceRates, asOf: REFERENCE_RATES_AS_OF };

/** The price rate the client shows totals with, in the visitor's pricing currency. */
export async function fxRateRoutes(app: FastifyInstance): Promise<void> {
  route(app, marketDataOperations.fxRates, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return response;
  });
}
