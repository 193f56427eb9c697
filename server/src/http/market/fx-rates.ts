import { FX_RATES_PATH, type FxRatesResponse, fxRatesResponseSchema } from '@vela/contracts/fx';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_RATES_AS_OF, referenceRates } from '../../fx/reference-rates.ts';
import { marketDataApi } from '../openapi/tags.ts';

const response: FxRatesResponse = { base: 'USDT', rates: referenceRates, asOf: REFERENCE_RATES_AS_OF };

/** The price rate the client shows totals with, in the visitor's pricing currency. */
export async function fxRateRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    FX_RATES_PATH,
    {
      schema: marketDataApi.operation({
        summary: 'Reference exchange rates from USDT',
        description: 'What the client converts totals into the visitor’s pricing currency with.',
        auth: 'public',
        response: fxRatesResponseSchema,
      }),
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return response;
    },
  );
}
