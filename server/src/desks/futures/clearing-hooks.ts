import type { FastifyBaseLogger } from 'fastify';
import type { FuturesPriceServiceOptions } from '../../futures/price-service.ts';
import type { TradingService } from '../trading-service.ts';

/**
 * What the price service tells the futures clearing: each step's marks (stops, margin checks,
 * liquidations) and each funding round that ended; and what it asks of it, the open interest.
 * A refusal here (trading closing) is logged, never thrown into the price loop.
 */
export function futuresClearingHooks(
  trading: Pick<TradingService, 'markPrices' | 'payFunding' | 'openInterest'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Pick<FuturesPriceServiceOptions, 'onStep' | 'openInterest'> {
  const report = (what: string) => (error: unknown) => log.warn({ err: error }, `futures ${what} failed`);
  return {
    openInterest: (symbol) => trading.openInterest(symbol),
    onStep(tickers, settled) {
      for (const round of settled) {
        trading.payFunding(round.symbol, round.fundingTime, round.rate, round.markPrice).catch(report('funding'));
      }
      trading.markPrices(tickers.map(({ symbol, markPrice }) => ({ symbol, markPrice }))).catch(report('mark step'));
    },
  };
}
