import { z } from 'zod';
import { MARKET_SYMBOL_PATTERN } from './market-symbol.ts';

/** A decimal number carried as a string so that no float ever touches money. */
export const decimalString = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal string');

/** Pair symbols are BASE_QUOTE in upper case, e.g. BTC_USDT: the form used in trade URLs. */
export const marketSymbol = z.string().regex(MARKET_SYMBOL_PATTERN, 'expected a pair such as BTC_USDT');

export const spotMarketSchema = z.object({
  symbol: marketSymbol,
  base: z.string(),
  quote: z.string(),
  tickSize: decimalString,
  lotSize: decimalString,
  minNotional: decimalString,
  pricePrecision: z.number().int().min(0).max(18),
  amountPrecision: z.number().int().min(0).max(18),
  displayOrder: z.number().int(),
  /** Fee rates (0.001 = 0.1 %) charged on what the maker / taker receives. */
  makerFee: decimalString,
  takerFee: decimalString,
  /** When the pair opened for trading (ISO 8601): the "new listings" tab sorts by it. */
  listedAt: z.iso.datetime(),
});
export type SpotMarket = z.infer<typeof spotMarketSchema>;

export const spotMarketListSchema = z.object({ markets: z.array(spotMarketSchema) });
export type SpotMarketList = z.infer<typeof spotMarketListSchema>;
