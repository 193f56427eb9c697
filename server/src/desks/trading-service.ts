import type { FuturesContract } from '@vela/contracts/futures';
import type { LiveMarket } from '../market/live-market.ts';
import type { TradingLog } from '../trading/desk.ts';
import { TradingCore, type TradingCoreOptions } from '../trading/trading-core.ts';
import { type AllDeskCommands, type Desks, deskCommandsVia, openDesks } from './registry.ts';
import type { OrderViews } from './spot/order-views.ts';

/**
 * The trading core with its desks, as the server uses it (main.ts, http/, the engine runtime):
 * every command of every desk (each desk's command table, registry.ts, run on that desk), and the
 * hooks the engine runtime drives (attach, marks, funding).
 */
class DeskService {
  private readonly core: TradingCore;
  readonly desks: Desks;

  constructor(options: TradingCoreOptions) {
    this.core = new TradingCore(options);
    const desks = openDesks(this.core);
    this.desks = desks;
    Object.assign(
      this,
      deskCommandsVia((desk, name, _spec, args) => {
        const target = desks[desk] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
        return target[name]?.(...args) ?? Promise.reject(new Error(`desk ${desk} has no command ${name}`));
      }),
    );
  }

  /** Takes over the spot engines: balances and open orders are loaded, the orders put back into the books. */
  async attach(markets: ReadonlyMap<string, LiveMarket>, log: TradingLog): Promise<void> {
    await this.desks.spot.attach(markets);
    await this.core.start(log);
  }

  /** Takes over the perpetual books (after `attach`). */
  attachFutures(perpetuals: ReadonlyMap<string, LiveMarket>, contracts: readonly FuturesContract[]): Promise<void> {
    return this.desks.futures.attach(perpetuals, contracts);
  }

  orderViews(): Promise<OrderViews> {
    return this.desks.spot.orderViews();
  }

  /** New mark prices (each second): stops trigger, margins are checked, liquidations run. */
  markPrices(marks: readonly { symbol: string; markPrice: string }[]): Promise<unknown> {
    return this.desks.futures.markPrices(marks);
  }

  /** One funding round of a contract, paid once per funding time. */
  payFunding(symbol: string, fundingTime: Date, rate: string, markPrice: string): Promise<unknown> {
    return this.desks.futures.payFunding(symbol, fundingTime, rate, markPrice);
  }

  /** Open interest of a perpetual: the larger of the long and the short sides (liquidity included). */
  openInterest(symbol: string): string {
    return this.desks.futures.openInterest(symbol);
  }

  /** The futures state in memory, and these users' futures wallets: what a restart must rebuild (tests). */
  futuresSnapshot(userIds: readonly string[]): ReturnType<Desks['futures']['snapshot']> {
    return this.desks.futures.snapshot(userIds);
  }

  /** Resolves once everything the engines did so far is written and announced (tests, benchmarks). */
  settled(): Promise<void> {
    return this.core.settled();
  }

  /** Finishes the queued work and refuses new commands. */
  close(): Promise<void> {
    return this.core.close();
  }

  /** Commands per committed batch since the last call (benchmarks). */
  takeBatchSizes(): number[] {
    return this.core.takeBatchSizes();
  }
}

export type TradingService = DeskService & AllDeskCommands;
export const TradingService = DeskService as new (options: TradingCoreOptions) => TradingService;
