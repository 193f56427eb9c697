import type { Notice } from '@vela/contracts/feed';
import type { FuturesTicker } from '@vela/contracts/futures';
import type { DepthSnapshot, Kline, Ticker, Trade } from '@vela/contracts/market-data';
import type { RefusalKind } from '../../refusal.ts';

/**
 * What travels on the bus, by topic. The engine instance publishes the market topics; every
 * instance (the engine's included) consumes them, so all of them serve the same feed. Payloads
 * are plain JSON: they cross Redis as they are.
 */
export interface BusMessages {
  /** Every depth change with its seq, plus a full snapshot every few seconds (relays resync on it). */
  'market.depth': { kind: 'snapshot' | 'update'; depth: DepthSnapshot };
  /** New trades of one market, oldest first. */
  'market.trades': { symbol: string; trades: Trade[] };
  /** Every market's ticker, once a second. */
  'market.tickers': { tickers: Ticker[] };
  /** The current bar of every interval of one market, at most once a second. */
  'market.klines': { symbol: string; klines: Kline[] };
  /** Every perpetual's index, mark, funding and 24 h statistics, once a second (futures/price-service.ts). */
  'futures.tickers': { tickers: FuturesTicker[] };
  /** A perpetual's book, as 'market.depth' (futures/perpetual-markets.ts). */
  'futures.depth': { kind: 'snapshot' | 'update'; depth: DepthSnapshot };
  /** New trades of one perpetual, oldest first. */
  'futures.trades': { symbol: string; trades: Trade[] };
  /** The current trade bar of every interval of one perpetual, as 'market.klines' (futures/perpetual-markets.ts). */
  'futures.klines': { symbol: string; klines: Kline[] };
  /**
   * For the private channels: the trading code publishes, the user's connections receive. Spot:
   * orders (an Order), balances (Balance[]). Futures: futures-orders (FuturesOrder[]),
   * futures-positions (the user's whole FuturesPosition[] after a change), futures-balances
   * (Balance[] of the futures wallet), futures-risk (a margin warning or a liquidation: RiskNotice).
   */
  'user.event': {
    userId: string;
    type: 'orders' | 'balances' | 'futures-orders' | 'futures-positions' | 'futures-balances' | 'futures-risk';
    payload: unknown;
  };
  /** A notice for one user (userId) or for everyone signed in (userId null). */
  'notify.notice': { userId: string | null; notice: Notice };
  /** A user's new unread count (after a notice or after reading). */
  'notify.unread': { userId: string; count: number };
  /** A user's balance was credited outside the trading engine (committed): the engine's copy adds it. */
  'balance.credited': { userId: string; asset: string; amount: string; version: number };
  /** A session was ended (logout): every socket it opened stops receiving the user's data. */
  'session.ended': { sessionId: string; userId: string };
  /** A user's price alerts on one pair were added or removed: the engine instance reloads that pair's. */
  'alerts.changed': { symbol: string };
  /**
   * An order command an instance without the engine forwards to the engine instance (the only one
   * that consumes it); `replyTo` is the forwarding instance's id. See desks/order-relay.ts.
   */
  'order.command': { id: string; replyTo: string; userId: string; command: OrderCommand };
  /** The engine instance's answer to one 'order.command', with its id and replyTo. */
  'order.reply': { id: string; replyTo: string } & (
    | { ok: true; result: unknown }
    | { ok: false; error: { kind: RefusalKind; reason: string; message: string; field?: string } }
  );
}

/**
 * A desk's command as it crosses the bus: its name and its arguments' fields, each desk's command
 * table says which (desks/command-table.ts); the engine side parses them.
 */
export type OrderCommand = { readonly name: string } & Readonly<Record<string, unknown>>;

export type BusTopic = keyof BusMessages;

export const busTopics = [
  'market.depth',
  'market.trades',
  'market.tickers',
  'market.klines',
  'futures.tickers',
  'futures.depth',
  'futures.trades',
  'futures.klines',
  'user.event',
  'notify.notice',
  'notify.unread',
  'session.ended',
  'alerts.changed',
  'balance.credited',
  'order.command',
  'order.reply',
] as const satisfies readonly BusTopic[];

export type BusHandler<Topic extends BusTopic> = (message: BusMessages[Topic]) => void;

export interface Bus {
  /** Fire and forget: a message that cannot be delivered (Redis down) is dropped, never thrown. */
  publish<Topic extends BusTopic>(topic: Topic, message: BusMessages[Topic]): void;
  /** Returns the unsubscribe function. */
  subscribe<Topic extends BusTopic>(topic: Topic, handler: BusHandler<Topic>): () => void;
  /**
   * False while the bus knows a message published now would not go round (Redis down or
   * reconnecting); a memory bus always delivers.
   */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * Local handlers of a bus, by topic. A throwing handler is reported and does not keep the
 * message from the others.
 */
export class BusHandlers {
  private readonly handlers = new Map<BusTopic, Set<(message: never) => void>>();

  constructor(private readonly onHandlerError: (error: unknown, topic: BusTopic) => void) {}

  add<Topic extends BusTopic>(topic: Topic, handler: BusHandler<Topic>): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler as (message: never) => void);
    return () => set.delete(handler as (message: never) => void);
  }

  deliver<Topic extends BusTopic>(topic: Topic, message: BusMessages[Topic]): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        (handler as BusHandler<Topic>)(message);
      } catch (error) {
        this.onHandlerError(error, topic);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** One process, no Redis: delivery is synchronous and in order. */
export function createMemoryBus(onHandlerError: (error: unknown, topic: BusTopic) => void = () => {}): Bus {
  const handlers = new BusHandlers(onHandlerError);
  return {
    publish: (topic, message) => handlers.deliver(topic, message),
    subscribe: (topic, handler) => handlers.add(topic, handler),
    connected: true,
    close: async () => handlers.clear(),
  };
}
