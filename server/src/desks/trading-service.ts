import type { FuturesContract } from '@vela/contracts/futures';
import type { TransferRequest, TransferResponse } from '@vela/contracts/futures-account';
import type {
  AdjustMarginRequest,
  ClosePositionRequest,
  FuturesOrder,
  FuturesSettings,
  LeverageRequest,
  MarginModeRequest,
  PlaceFuturesOrderRequest,
  PlaceFuturesOrderResponse,
  PositionTpslRequest,
} from '@vela/contracts/futures-trading';
import type { AmendOrderRequest, Balance, Order, PlaceOrderRequest, PlaceOrderResponse } from '@vela/contracts/trading';
import type { LiveMarket } from '../market/live-market.ts';
import type { TradingLog } from '../trading/desk.ts';
import { TradingCore, type TradingCoreOptions } from '../trading/trading-core.ts';
import type { FuturesCommands } from './futures/futures-commands.ts';
import type { EarnCommands, OrderCommands, SpotDebit } from './order-relay.ts';
import { type Desks, openDesks } from './registry.ts';
import type { OrderViews } from './spot/order-views.ts';

/**
 * The trading core with its desks, as the server uses it (main.ts, http/, the engine runtime):
 * every command of every desk, and the hooks the engine runtime drives (attach, marks, funding).
 * Each method hands over to its desk (`desks`).
 */
export class TradingService implements OrderCommands, FuturesCommands, EarnCommands {
  private readonly core: TradingCore;
  readonly desks: Desks;

  constructor(options: TradingCoreOptions) {
    this.core = new TradingCore(options);
    this.desks = openDesks(this.core);
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

  place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    return this.desks.spot.place(userId, request);
  }

  cancel(userId: string, orderId: string): Promise<Order> {
    return this.desks.spot.cancel(userId, orderId);
  }

  amend(userId: string, orderId: string, request: AmendOrderRequest): Promise<PlaceOrderResponse> {
    return this.desks.spot.amend(userId, orderId, request);
  }

  cancelAll(userId: string, symbol?: string): Promise<Order[]> {
    return this.desks.spot.cancelAll(userId, symbol);
  }

  transfer(userId: string, request: TransferRequest): Promise<TransferResponse> {
    return this.desks.transfers.transfer(userId, request);
  }

  debitForEarn(debit: SpotDebit): Promise<Balance> {
    return this.desks.earn.debitForEarn(debit);
  }

  placeFutures(userId: string, request: PlaceFuturesOrderRequest): Promise<PlaceFuturesOrderResponse> {
    return this.desks.futures.placeFutures(userId, request);
  }

  cancelFutures(userId: string, orderId: string): Promise<FuturesOrder> {
    return this.desks.futures.cancelFutures(userId, orderId);
  }

  cancelAllFutures(userId: string, symbol?: string): Promise<FuturesOrder[]> {
    return this.desks.futures.cancelAllFutures(userId, symbol);
  }

  closePosition(userId: string, request: ClosePositionRequest): Promise<PlaceFuturesOrderResponse> {
    return this.desks.futures.closePosition(userId, request);
  }

  adjustMargin(userId: string, request: AdjustMarginRequest): Promise<void> {
    return this.desks.futures.adjustMargin(userId, request);
  }

  setPositionTpsl(userId: string, request: PositionTpslRequest): Promise<FuturesOrder[]> {
    return this.desks.futures.setPositionTpsl(userId, request);
  }

  setLeverage(userId: string, request: LeverageRequest): Promise<FuturesSettings> {
    return this.desks.futures.setLeverage(userId, request);
  }

  setMarginMode(userId: string, request: MarginModeRequest): Promise<FuturesSettings> {
    return this.desks.futures.setMarginMode(userId, request);
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
