import type { FuturesContract } from '@vela/contracts/futures';
import type { RiskTier } from '@vela/contracts/futures-risk-tiers';
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
import type { Balance } from '@vela/contracts/trading';
import { and, asc, eq } from 'drizzle-orm';
import { futuresFills, futuresOrders } from '../../db/schema.ts';
import { FuturesClearing } from '../../futures/clearing.ts';
import { MARGIN_ASSET } from '../../futures/clearing-types.ts';
import { FuturesStateWrite } from '../../futures/futures-settle.ts';
import {
  type FuturesOrderRecord,
  futuresFillView,
  futuresOrderFromRow,
  futuresOrderView,
} from '../../futures/order-view.ts';
import { notifyRiskNotices } from '../../futures/risk-notices.ts';
import { publishUserEvent } from '../../infra/bus/user-events.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import { MarketUnits } from '../../market/units.ts';
import type { Answer, CommittedBatch, Desk, DeskContext, DeskPart } from '../../trading/desk.ts';
import { tradingUnavailable } from '../../trading/refusals.ts';
import { byUser } from '../../trading/wallet-pushes.ts';
import { whyNotOpen } from '../order-not-open.ts';
import {
  ensureInsuranceFund,
  type FuturesState,
  futuresPushes,
  futuresRows,
  readFuturesState,
} from './futures-state.ts';

/** The futures share of a batch: the clearing's rows, and the fill ids its answers read. */
export interface FuturesPart extends DeskPart {
  readonly write: FuturesStateWrite;
}

/**
 * The futures desk: runs the futures commands (docs/futures.md) through the clearing's public API
 * in the core's sequence, with the perpetual engines' events, the mark steps and the funding
 * rounds. Its rows are the clearing's (orders, positions, settings, fills, funding rounds); it
 * pushes futures orders, positions, wallets and risk notices.
 */
export class FuturesDesk implements Desk<FuturesState | undefined, FuturesPart> {
  readonly name = 'futures';
  readonly clearing: FuturesClearing;
  private perpetuals: ReadonlyMap<string, LiveMarket> = new Map();
  private quiet = false;

  constructor(private readonly ctx: DeskContext) {
    this.clearing = new FuturesClearing({
      wallet: ctx.wallets.futures,
      emit: (movement) => ctx.move(movement),
      newOrderId: () => ctx.newOrderId(),
      now: () => ctx.now,
    });
  }

  /**
   * Takes over the perpetual books (after the core started): seeds the insurance fund once, then
   * reloads so the stored futures orders go back into their books and positions into memory.
   */
  async attach(perpetuals: ReadonlyMap<string, LiveMarket>, contracts: readonly FuturesContract[]): Promise<void> {
    await ensureInsuranceFund(this.ctx.db);
    this.clearing.setContracts(
      contracts.flatMap((contract) => {
        const market = perpetuals.get(contract.symbol);
        if (!market) return [];
        const units = new MarketUnits(contract.tickSize, contract.lotSize);
        return [{ contract, units, tiers: contract.riskTiers as RiskTier[], engine: market.engine }];
      }),
    );
    for (const [symbol, market] of perpetuals) {
      market.engine.watchOrders((event) => {
        if (this.quiet) return;
        this.clearing.onEngineEvent(symbol, event);
        if (this.clearing.hasChanges()) this.ctx.wake();
      });
    }
    this.perpetuals = perpetuals;
    await this.ctx.reload();
  }

  /** New mark prices (each second): stops trigger, margins are checked, liquidations run. */
  markPrices(marks: readonly { symbol: string; markPrice: string }[]): Promise<unknown> {
    return this.submit(null, () => {
      this.clearing.markPrices(marks);
      return () => undefined;
    });
  }

  /** One funding round of a contract, paid once per funding time. */
  payFunding(symbol: string, fundingTime: Date, rate: string, markPrice: string): Promise<unknown> {
    return this.submit(null, () => {
      this.clearing.payFunding(symbol, fundingTime, rate, markPrice);
      return () => undefined;
    });
  }

  /** The futures state in memory, and these users' futures wallets: what a restart must rebuild (tests). */
  snapshot(userIds: readonly string[]): { positions: string[]; orders: string[]; wallets: Balance[][] } {
    return {
      ...this.clearing.snapshot(),
      wallets: userIds.map((userId) => this.ctx.wallets.futures.balances(userId, [MARGIN_ASSET])),
    };
  }

  /** Open interest of a perpetual: the larger of the long and the short sides (liquidity included). */
  openInterest(symbol: string): string {
    return this.clearing.openInterest(symbol).toFixed();
  }

  async placeFutures(userId: string, request: PlaceFuturesOrderRequest): Promise<PlaceFuturesOrderResponse> {
    const outcome = await this.submit<PlaceFuturesOrderResponse | { replayOf: string }>(userId, () => {
      const earlier =
        request.clientOrderId === undefined ? undefined : this.clearing.previousOrderId(userId, request.clientOrderId);
      if (earlier !== undefined) {
        const known = this.clearing.order(earlier);
        if (!known) return () => ({ replayOf: earlier });
        const view = futuresOrderView(known);
        return () => ({ order: view, fills: [], attached: [] });
      }
      return this.placed(() => this.clearing.place(userId, request));
    });
    return 'replayOf' in outcome ? this.replay(userId, outcome.replayOf) : outcome;
  }

  async cancelFutures(userId: string, orderId: string): Promise<FuturesOrder> {
    const outcome = await this.submit<FuturesOrder | 'not-live'>(userId, () => {
      const found = this.clearing.cancel(userId, orderId);
      if (found === 'unknown' || found === 'not-live') return () => 'not-live';
      const view = futuresOrderView(found);
      return () => view;
    });
    if (outcome !== 'not-live') return outcome;
    throw await whyNotOpen(this.ctx.db, futuresOrders, userId, orderId);
  }

  cancelAllFutures(userId: string, symbol?: string): Promise<FuturesOrder[]> {
    return this.submit(userId, () => {
      const views = this.clearing.cancelAll(userId, symbol).map(futuresOrderView);
      return () => views;
    });
  }

  closePosition(userId: string, request: ClosePositionRequest): Promise<PlaceFuturesOrderResponse> {
    return this.submit(userId, () =>
      this.placed(() => ({
        order: this.clearing.closePosition(userId, request.symbol, request.type, request.price),
        attached: [],
      })),
    );
  }

  adjustMargin(userId: string, request: AdjustMarginRequest): Promise<void> {
    return this.submit(userId, () => {
      this.clearing.adjustMargin(userId, request.symbol, request.direction, request.amount);
      return () => undefined;
    });
  }

  setPositionTpsl(userId: string, request: PositionTpslRequest): Promise<FuturesOrder[]> {
    return this.submit(userId, () => {
      const views = this.clearing
        .setProtection(userId, request.symbol, request.takeProfit, request.stopLoss)
        .map(futuresOrderView);
      return () => views;
    });
  }

  setLeverage(userId: string, request: LeverageRequest): Promise<FuturesSettings> {
    return this.submit(userId, () => {
      const view = this.settingsView(this.clearing.setLeverage(userId, request.symbol, request.leverage));
      return () => view;
    });
  }

  setMarginMode(userId: string, request: MarginModeRequest): Promise<FuturesSettings> {
    return this.submit(userId, () => {
      const view = this.settingsView(this.clearing.setMarginMode(userId, request.symbol, request.marginMode));
      return () => view;
    });
  }

  // --- the desk's hooks ---

  hasChanges(): boolean {
    return this.clearing.hasChanges();
  }

  seal(): FuturesPart {
    const { notices, ...state } = this.clearing.take();
    const write = new FuturesStateWrite(state);
    const pushes = futuresPushes(this.clearing, state);
    const { bus, db } = this.ctx;
    return {
      write,
      rows: futuresRows(write),
      committed: (batch: CommittedBatch) => {
        for (const { userId, type, payload } of pushes) publishUserEvent(bus, userId, type, payload);
        for (const [userId, balances] of byUser(batch.ledger.written.futures)) {
          publishUserEvent(bus, userId, 'futures-balances', balances);
        }
        for (const notice of notices) publishUserEvent(bus, notice.userId, 'futures-risk', notice);
        if (notices.length > 0) this.ctx.notify('futures risk notices', () => notifyRiskNotices(db, bus, notices));
      },
    };
  }

  async read(): Promise<FuturesState | undefined> {
    return this.perpetuals.size > 0 ? readFuturesState(this.ctx.db) : undefined;
  }

  install(state: FuturesState | undefined): void {
    this.quiet = true;
    try {
      for (const order of this.clearing.liveOrders()) {
        if (order.status === 'open') this.perpetuals.get(order.symbol)?.engine.cancel(order.id);
      }
      this.clearing.clear();
      if (!state) return;
      this.clearing.install(state);
      for (const order of state.orders) {
        if (!this.clearing.restoreOrder(order))
          this.ctx.log.error({ orderId: order.id }, 'a futures order cannot be restored');
      }
    } finally {
      this.quiet = false;
    }
  }

  private submit<T>(userId: string | null, act: () => Answer<T>): Promise<T> {
    if (!this.ctx.running || !this.clearing.hasContracts()) return Promise.reject(tradingUnavailable());
    return this.ctx.submit(userId, act);
  }

  /** Runs a placing command: its order, the fills it made at once (ids after the commit), its TP/SL. */
  private placed(
    place: () => { order: FuturesOrderRecord; attached: FuturesOrderRecord[] },
  ): Answer<PlaceFuturesOrderResponse> {
    const mark = this.clearing.fillMark();
    const { order, attached } = place();
    const view = futuresOrderView(order);
    const attachedViews = attached.map(futuresOrderView);
    const fills = this.clearing.fillsSince(mark, order.id);
    return (batch) => {
      const fillIds = batch.partOf(this)?.write.fillIds;
      return {
        order: view,
        fills: fills.map((fill) => futuresFillView({ ...fill, id: fillIds?.get(fill) ?? 0, createdAt: fill.at })),
        attached: attachedViews,
      };
    };
  }

  private async replay(userId: string, orderId: string): Promise<PlaceFuturesOrderResponse> {
    const { db } = this.ctx;
    const [row] = await db
      .select()
      .from(futuresOrders)
      .where(and(eq(futuresOrders.id, orderId), eq(futuresOrders.userId, userId)));
    if (!row) throw new Error(`futures order ${orderId} is gone`);
    const fills = await db
      .select()
      .from(futuresFills)
      .where(eq(futuresFills.orderId, orderId))
      .orderBy(asc(futuresFills.id));
    return { order: futuresOrderView(futuresOrderFromRow(row)), fills: fills.map(futuresFillView), attached: [] };
  }

  private settingsView(setting: {
    symbol: string;
    leverage: number;
    marginMode: 'cross' | 'isolated';
  }): FuturesSettings {
    return {
      symbol: setting.symbol,
      leverage: setting.leverage,
      marginMode: setting.marginMode,
      maxLeverage: this.clearing.maxLeverage(setting.symbol),
    };
  }
}
