import { z } from 'zod';
import { decimalString } from './markets.ts';

export const FX_RATES_PATH = '/api/v1/fx-rates';

/**
 * Units of each fiat currency per 1 USDT (the quote asset every total is computed in). The client
 * multiplies a USDT amount by the rate of the visitor's pricing currency.
 */
export const fxRatesResponseSchema = z.object({
  base: z.literal('USDT'),
  rates: z.record(z.string(), decimalString),
  /** When these reference rates were set (ISO date). */
  asOf: z.string(),
});
export type FxRatesResponse = z.infer<typeof fxRatesResponseSchema>;
