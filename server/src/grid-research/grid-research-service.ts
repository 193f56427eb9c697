import { divide, roundTo } from '@vela/contracts/futures-margin-rounding';
import type { GridBacktest, GridSuggestion } from '@vela/contracts/grid';
import type Big from 'big.js';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { marketCandles, spotMarkets } from '../db/schema.ts';
import { bucketStart, MINUTE_MS } from '../market/candles.ts';
import { MarketUnits } from '../market/units.ts';
import { normalizeDecimal } from '../money.ts';
import { Refusal } from '../refusal.ts';
import {
  type BacktestBar,
  type BacktestMarket,
  type BacktestOutcome,
  type BacktestParameters,
  backtestGrid,
} from './grid-backtest.ts';
import { SUGGESTED_PROFIT_PER_GRID, suggestGrid } from './grid-suggestion.ts';

const DAY_MS = 86_400_000;
/** The suggestion reads a week of bars. */
const SUGGESTION_DAYS = 7;
/** A suggestion is drawn again at most once a minute per market: bars change by one a minute. */
const SUGGESTION_TTL_MS = 60_000;
/** Money in the answers: 8 decimals, as the wallets keep. */
const ANSWER_DECIMALS = 8;

interface ResearchMarket extends BacktestMarket {
  symbol: string;
  units: MarketUnits;
}

type BacktestIssue = Extract<BacktestOutcome, { issue: unknown }>['issue'];

const issueMessages: Record<BacktestIssue['reason'], string> = {
  'lower-not-positive': 'the lower price must be above 0',
  'upper-not-above-lower': 'the upper price must be above the lower price',
  'grid-count-out-of-range': 'the number of grids must be 2 to 200',
  'grids-too-dense': 'the market’s tick cannot separate this many grids in the range',
  'grid-profit-not-positive': 'a grid this narrow earns nothing after the maker fees',
  'order-below-min-notional': 'each order would be below the market’s minimum order value',
  'price-off-tick': 'the price is not a multiple of the market’s tick',
};

/** The history span of `bars` (one-minute bars, oldest first), as ISO instants. */
function span(bars: readonly BacktestBar[]): { from: string; to: string } {
  const first = bars[0] as BacktestBar;
  const last = bars.at(-1) as BacktestBar;
  return { from: new Date(first.openTime).toISOString(), to: new Date(last.openTime + MINUTE_MS).toISOString() };
}

function answer(value: Big): string {
  return roundTo(value, ANSWER_DECIMALS, 'floor').toFixed();
}

/**
 * Suggested grid parameters and backtests over the stored one-minute bars of the spot markets
 * (docs/grid-trading.md, "Suggested parameters and backtest"): reads the market and its bars, runs the pure maths, and refuses with a
 * reason (unknown market, too little history, parameters `checkGrid` refuses, naming the field).
 */
export class GridResearch {
  private readonly suggestions = new Map<string, { at: number; suggestion: GridSuggestion }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private async market(symbol: string): Promise<ResearchMarket> {
    const [row] = await this.db.select().from(spotMarkets).where(eq(spotMarkets.symbol, symbol));
    if (!row) throw new Refusal('not-found', 'unknown-market', `unknown market: ${symbol}`, 'symbol');
    const tickSize = normalizeDecimal(row.tickSize);
    const lotSize = normalizeDecimal(row.lotSize);
    return {
      symbol,
      units: new MarketUnits(tickSize, lotSize),
      tickSize,
      lotSize,
      minNotional: normalizeDecimal(row.minNotional),
      makerFee: normalizeDecimal(row.makerFee),
      takerFee: normalizeDecimal(row.takerFee),
    };
  }

  /**
   * The last `days` days of bars, the current minute's included: their prices only (as
   * `candlesSince` reads them, without the volumes, which cost as much again to read and convert).
   */
  private async bars(market: ResearchMarket, days: number): Promise<BacktestBar[]> {
    const from = bucketStart(this.now(), MINUTE_MS) - days * DAY_MS + MINUTE_MS;
    const rows = await this.db
      .select({
        openTime: marketCandles.openTime,
        open: marketCandles.open,
        high: marketCandles.high,
        low: marketCandles.low,
        close: marketCandles.close,
      })
      .from(marketCandles)
      .where(and(eq(marketCandles.symbol, market.symbol), gte(marketCandles.openTime, from)))
      .orderBy(asc(marketCandles.openTime));
    const { units } = market;
    return rows.map((row) => ({
      openTime: Number(row.openTime),
      open: units.ticks(row.open),
      high: units.ticks(row.high),
      low: units.ticks(row.low),
      close: units.ticks(row.close),
    }));
  }

  async suggestion(symbol: string): Promise<GridSuggestion> {
    const cached = this.suggestions.get(symbol);
    if (cached && this.now() - cached.at < SUGGESTION_TTL_MS) return cached.suggestion;
    const market = await this.market(symbol);
    const bars = await this.bars(market, SUGGESTION_DAYS);
    const outcome = suggestGrid(bars, market);
    if ('refused' in outcome) {
      throw outcome.refused === 'not-enough-history'
        ? new Refusal('conflict', outcome.refused, `${symbol} has too little stored history for a suggestion`)
        : new Refusal(
            'conflict',
            outcome.refused,
            `${symbol} moved too little this week for a grid that earns ${SUGGESTED_PROFIT_PER_GRID} a grid after fees`,
          );
    }
    const { suggestion: found } = outcome;
    const suggestion: GridSuggestion = {
      symbol,
      lowerPrice: found.lowerPrice.toFixed(),
      upperPrice: found.upperPrice.toFixed(),
      gridCount: found.gridCount,
      spacing: found.spacing,
      minInvestment: found.minInvestment.toFixed(),
      profitPerGridLow: found.profitPerGridLow.toFixed(),
      profitPerGridHigh: found.profitPerGridHigh.toFixed(),
      ...span(bars),
    };
    this.suggestions.set(symbol, { at: this.now(), suggestion });
    return suggestion;
  }

  async backtest(query: BacktestParameters & { symbol: string; days: number }): Promise<GridBacktest> {
    const market = await this.market(query.symbol);
    const bars = await this.bars(market, query.days);
    if (bars.length === 0) {
      throw new Refusal('conflict', 'not-enough-history', `${query.symbol} has no stored history to run a grid over`);
    }
    const outcome = backtestGrid(bars, market, query);
    if ('issue' in outcome) {
      const { field, reason } = outcome.issue;
      throw new Refusal('invalid', reason, issueMessages[reason], field);
    }
    const { run } = outcome;
    const { peak, trough } = run.maxDrawdown;
    return {
      gridProfit: answer(run.gridProfit),
      roundsCompleted: run.rounds,
      finalValue: answer(run.finalValue),
      totalPnl: answer(run.totalPnl),
      maxDrawdown: peak.gt(0) ? divide(peak.minus(trough), peak, ANSWER_DECIMALS, 'ceil').toFixed() : '0',
      ...span(bars),
    };
  }
}
