import { randomUUID } from 'node:crypto';
import {
  type TransferRequest,
  type TransferResponse,
  transferRequestSchema,
  transferResponseSchema,
} from '@vela/contracts/futures-account';
import {
  type AdjustMarginRequest,
  adjustMarginRequestSchema,
  type ClosePositionRequest,
  closePositionRequestSchema,
  type FuturesOrder,
  type FuturesSettings,
  futuresOrderSchema,
  futuresSettingsSchema,
  futuresSymbolFilterSchema,
  type LeverageRequest,
  leverageRequestSchema,
  type MarginModeRequest,
  marginModeRequestSchema,
  type PlaceFuturesOrderRequest,
  type PlaceFuturesOrderResponse,
  type PositionTpslRequest,
  placeFuturesOrderRequestSchema,
  placeFuturesOrderResponseSchema,
  positionTpslRequestSchema,
} from '@vela/contracts/futures-trading';
import {
  type AmendOrderRequest,
  amendOrderRequestSchema,
  type Balance,
  balanceSchema,
  cancelAllRequestSchema,
  type Order,
  orderSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@vela/contracts/trading';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Bus, BusMessages, OrderCommand } from '../infra/bus/bus.ts';
import { Refusal } from '../refusal.ts';
import type { FuturesCommands } from './futures/futures-commands.ts';

/**
 * The order API's writes. The engine instance runs them on its TradingService; every other
 * instance forwards them over the bus to it and answers with what it answered, so any instance
 * behind the load balancer accepts them. Refusals are thrown as domain Refusals (refusal.ts).
 */
export interface OrderCommands {
  place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse>;
  cancel(userId: string, orderId: string): Promise<Order>;
  /** A new price and/or size for an open limit order: the order after, with the fills it made at once. */
  amend(userId: string, orderId: string, request: AmendOrderRequest): Promise<PlaceOrderResponse>;
  cancelAll(userId: string, symbol?: string): Promise<Order[]>;
  /** Between the user's spot and futures wallets. */
  transfer(userId: string, request: TransferRequest): Promise<TransferResponse>;
}

/** A debit of a user's available spot balance into the `earn` system account (the earn desk's command). */
export interface SpotDebit {
  userId: string;
  asset: string;
  /** A positive decimal string. */
  amount: string;
  /** The kind of both ledger entries. */
  entryKind: string;
  reference: string;
}

/** The earn desk's write: an earn subscription's spot debit, run where the engine runs like the orders. */
export interface EarnCommands {
  /** The spot balance after, or a refusal (`insufficient-balance`) with nothing changed. */
  debitForEarn(debit: SpotDebit): Promise<Balance>;
}

/** How long a forwarded command waits for the engine instance before answering 503. */
export const ORDER_REPLY_TIMEOUT_MS = 5_000;
/** Forwarded commands waiting for a reply at once, per instance; more are refused with 503. */
export const MAX_PENDING_ORDER_COMMANDS = 1_000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;
type RelayedRefusal = Extract<BusMessages['order.reply'], { ok: false }>['error'];

const unavailable = (message: string) => new Refusal('unavailable', 'trading-unavailable', message);

/**
 * The answer to a command that was published and never answered: it may still run on the engine.
 * An order retried with its clientOrderId is answered with the first one, so `trading-unavailable`
 * (try again) is safe; an earn debit has no such key, so it says its outcome is unknown and the
 * subscription stays pending until the ledger settles it (`settleStrandedSubscriptions`).
 */
const unanswered = (name: OrderCommand['name'], message: string) =>
  name === 'debitForEarn'
    ? new Refusal(
        'unavailable',
        'outcome-unknown',
        `${message}: the debit may still be made; the subscription is settled from the ledger`,
      )
    : unavailable(message);
/** The forwarder's answer while its bus is disconnected from Redis. */
export const ENGINE_UNREACHABLE = 'the trading engine cannot be reached right now';

// A bus message is input like any other: both sides parse what they receive.
const envelopeSchema = z.object({ id: z.string().min(1), replyTo: z.string().min(1), userId: z.string().min(1) });
const commandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('place'), request: placeOrderRequestSchema }),
  z.object({ name: z.literal('cancel'), orderId: z.string() }),
  z.object({ name: z.literal('amend'), orderId: z.string(), request: amendOrderRequestSchema }),
  z.object({ name: z.literal('cancelAll'), symbol: cancelAllRequestSchema.shape.symbol }),
  z.object({ name: z.literal('transfer'), request: transferRequestSchema }),
  z.object({ name: z.literal('placeFutures'), request: placeFuturesOrderRequestSchema }),
  z.object({ name: z.literal('cancelFutures'), orderId: z.string() }),
  z.object({ name: z.literal('cancelAllFutures'), symbol: futuresSymbolFilterSchema.shape.symbol }),
  z.object({ name: z.literal('closePosition'), request: closePositionRequestSchema }),
  z.object({ name: z.literal('adjustMargin'), request: adjustMarginRequestSchema }),
  z.object({ name: z.literal('setPositionTpsl'), request: positionTpslRequestSchema }),
  z.object({ name: z.literal('setLeverage'), request: leverageRequestSchema }),
  z.object({ name: z.literal('setMarginMode'), request: marginModeRequestSchema }),
  z.object({
    name: z.literal('debitForEarn'),
    debit: z.object({
      asset: z.string().min(1),
      amount: z.string().regex(/^\d+(\.\d+)?$/),
      entryKind: z.string().min(1),
      reference: z.string().min(1),
    }),
  }),
]);
const refusalSchema = z.object({
  kind: z.enum(['invalid', 'forbidden', 'not-found', 'conflict', 'unavailable']),
  reason: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
const replySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), replyTo: z.string(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.string(), replyTo: z.string(), ok: z.literal(false), error: refusalSchema }),
]);

/**
 * The engine side: runs the commands other instances forward on the local service and publishes
 * each outcome. Subscribe on the engine instance only, or a command would run twice. Returns the
 * unsubscribe function; commands already running still publish their reply. Futures commands run
 * on `futures`; without it they are answered 503.
 */
export function serveOrderCommands({
  bus,
  trading,
  futures = futuresNotRunning,
  earn = earnNotRunning,
  log,
}: {
  bus: Bus;
  trading: OrderCommands;
  futures?: FuturesCommands;
  earn?: EarnCommands;
  log: Log;
}): () => void {
  return bus.subscribe('order.command', (message) => {
    const envelope = envelopeSchema.safeParse(message);
    if (!envelope.success) {
      log.warn({ issues: envelope.error.issues }, 'order command without id, replyTo or userId: dropped');
      return;
    }
    const { id, replyTo, userId } = envelope.data;
    const reply = (outcome: { ok: true; result: unknown } | { ok: false; error: RelayedRefusal }) =>
      bus.publish('order.reply', { id, replyTo, ...outcome });
    runCommand({ trading, futures, earn }, userId, (message as { command?: unknown }).command).then(
      (result) => reply({ ok: true, result }),
      (error: unknown) => {
        if (error instanceof Refusal) {
          const { kind, reason, message: text, field } = error;
          reply({ ok: false, error: { kind, reason, message: text, ...(field === undefined ? {} : { field }) } });
          return;
        }
        log.error({ err: error, commandId: id }, 'a forwarded order command failed');
        reply({
          ok: false,
          error: {
            kind: 'unavailable',
            reason: 'trading-unavailable',
            message: 'the trading engine could not run the order',
          },
        });
      },
    );
  });
}

async function runCommand(
  { trading, futures, earn }: { trading: OrderCommands; futures: FuturesCommands; earn: EarnCommands },
  userId: string,
  input: unknown,
): Promise<unknown> {
  const parsed = commandSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The path inside `request` is the field the client sent, as the route would name it.
    const field = issue?.path[0] === 'request' && issue.path.length > 1 ? String(issue.path[1]) : undefined;
    throw new Refusal('invalid', 'invalid-input', `invalid order command: ${issue?.message ?? ''}`, field);
  }
  const command = parsed.data;
  switch (command.name) {
    case 'place':
      return trading.place(userId, command.request);
    case 'cancel':
      return trading.cancel(userId, command.orderId);
    case 'amend':
      return trading.amend(userId, command.orderId, command.request);
    case 'cancelAll':
      return trading.cancelAll(userId, command.symbol);
    case 'transfer':
      return trading.transfer(userId, command.request);
    case 'placeFutures':
      return futures.placeFutures(userId, command.request);
    case 'cancelFutures':
      return futures.cancelFutures(userId, command.orderId);
    case 'cancelAllFutures':
      return futures.cancelAllFutures(userId, command.symbol);
    case 'closePosition':
      return futures.closePosition(userId, command.request);
    case 'adjustMargin':
      // No result: null crosses JSON where undefined would vanish.
      return futures.adjustMargin(userId, command.request).then(() => null);
    case 'setPositionTpsl':
      return futures.setPositionTpsl(userId, command.request);
    case 'setLeverage':
      return futures.setLeverage(userId, command.request);
    case 'setMarginMode':
      return futures.setMarginMode(userId, command.request);
    case 'debitForEarn':
      return earn.debitForEarn({ userId, ...command.debit });
  }
}

export interface OrderForwarderSettings {
  /** Default ORDER_REPLY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default MAX_PENDING_ORDER_COMMANDS. */
  maxPending?: number;
  /**
   * The bus reaches an engine instance without Redis: instances that share one in-process bus, as
   * tests run them. Without Redis and without this, an ENGINE=off instance refuses at once.
   */
  sharedBus?: boolean;
}

interface Pending {
  name: OrderCommand['name'];
  /** Answers the caller with the result when it has the command's result shape; false otherwise. */
  accept(result: unknown): boolean;
  reject(error: Refusal): void;
  timer: NodeJS.Timeout;
}

/**
 * The forwarding side (ENGINE=off): publishes each command with its own id and this instance's
 * id, and answers with the engine instance's matching reply, or 503 when none comes in time (at
 * once while the bus is disconnected). A command answered 503 after a timeout may still have run
 * late on the engine; a retry with the same clientOrderId returns the first order.
 */
export class OrderForwarder implements OrderCommands, FuturesCommands, EarnCommands {
  /** Replies carry it back: every instance hears every reply and keeps only its own. */
  readonly instanceId = randomUUID();
  private readonly pending = new Map<string, Pending>();
  private readonly unsubscribe: () => void;
  private readonly timeoutMs: number;
  private readonly maxPending: number;
  private closed = false;

  constructor(
    private readonly bus: Bus,
    private readonly log: Log,
    settings: OrderForwarderSettings = {},
  ) {
    this.timeoutMs = settings.timeoutMs ?? ORDER_REPLY_TIMEOUT_MS;
    this.maxPending = settings.maxPending ?? MAX_PENDING_ORDER_COMMANDS;
    this.unsubscribe = bus.subscribe('order.reply', (reply) => this.receive(reply));
  }

  place(userId: string, request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    return this.forward(userId, { name: 'place', request }, placeOrderResponseSchema);
  }

  cancel(userId: string, orderId: string): Promise<Order> {
    return this.forward(userId, { name: 'cancel', orderId }, orderSchema);
  }

  amend(userId: string, orderId: string, request: AmendOrderRequest): Promise<PlaceOrderResponse> {
    return this.forward(userId, { name: 'amend', orderId, request }, placeOrderResponseSchema);
  }

  cancelAll(userId: string, symbol?: string): Promise<Order[]> {
    const command: OrderCommand = symbol === undefined ? { name: 'cancelAll' } : { name: 'cancelAll', symbol };
    return this.forward(userId, command, z.array(orderSchema));
  }

  transfer(userId: string, request: TransferRequest): Promise<TransferResponse> {
    return this.forward(userId, { name: 'transfer', request }, transferResponseSchema);
  }

  placeFutures(userId: string, request: PlaceFuturesOrderRequest): Promise<PlaceFuturesOrderResponse> {
    return this.forward(userId, { name: 'placeFutures', request }, placeFuturesOrderResponseSchema);
  }

  cancelFutures(userId: string, orderId: string): Promise<FuturesOrder> {
    return this.forward(userId, { name: 'cancelFutures', orderId }, futuresOrderSchema);
  }

  cancelAllFutures(userId: string, symbol?: string): Promise<FuturesOrder[]> {
    const command: OrderCommand =
      symbol === undefined ? { name: 'cancelAllFutures' } : { name: 'cancelAllFutures', symbol };
    return this.forward(userId, command, z.array(futuresOrderSchema));
  }

  closePosition(userId: string, request: ClosePositionRequest): Promise<PlaceFuturesOrderResponse> {
    return this.forward(userId, { name: 'closePosition', request }, placeFuturesOrderResponseSchema);
  }

  async adjustMargin(userId: string, request: AdjustMarginRequest): Promise<void> {
    await this.forward(userId, { name: 'adjustMargin', request }, z.null());
  }

  setPositionTpsl(userId: string, request: PositionTpslRequest): Promise<FuturesOrder[]> {
    return this.forward(userId, { name: 'setPositionTpsl', request }, z.array(futuresOrderSchema));
  }

  setLeverage(userId: string, request: LeverageRequest): Promise<FuturesSettings> {
    return this.forward(userId, { name: 'setLeverage', request }, futuresSettingsSchema);
  }

  setMarginMode(userId: string, request: MarginModeRequest): Promise<FuturesSettings> {
    return this.forward(userId, { name: 'setMarginMode', request }, futuresSettingsSchema);
  }

  debitForEarn({ userId, ...debit }: SpotDebit): Promise<Balance> {
    return this.forward(userId, { name: 'debitForEarn', debit }, balanceSchema);
  }

  /** Commands sent and not answered yet. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Answers every waiting command 503 and refuses new ones. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.pending.delete(id);
      entry.reject(unanswered(entry.name, 'this server is shutting down'));
    }
  }

  private forward<Result>(userId: string, command: OrderCommand, resultSchema: z.ZodType<Result>): Promise<Result> {
    if (this.closed) return Promise.reject(unavailable('this server is shutting down'));
    if (this.pending.size >= this.maxPending) {
      return Promise.reject(unavailable('too many orders are waiting for the trading engine; try again shortly'));
    }
    // Published now, the command would be dropped: no reason to make the client wait the timeout.
    if (!this.bus.connected) return Promise.reject(unavailable(ENGINE_UNREACHABLE));
    const id = randomUUID();
    const answered = new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.log.warn({ commandId: id, command: command.name }, 'the trading engine did not answer an order command');
        reject(unanswered(command.name, 'the trading engine did not answer'));
      }, this.timeoutMs);
      // What the engine instance answered, as it answered it, once it has the promised shape.
      const accept = (result: unknown) => {
        if (!resultSchema.safeParse(result).success) return false;
        resolve(result as Result);
        return true;
      };
      this.pending.set(id, { name: command.name, accept, reject, timer });
    });
    // Registered before publishing: an in-process bus answers synchronously.
    this.bus.publish('order.command', { id, replyTo: this.instanceId, userId, command });
    return answered;
  }

  private receive(message: BusMessages['order.reply']): void {
    if (message?.replyTo !== this.instanceId) return;
    const entry = this.pending.get(message.id);
    if (!entry) return; // Answered after its timeout: the client already has its 503.
    this.pending.delete(message.id);
    clearTimeout(entry.timer);
    const reply = replySchema.safeParse(message);
    if (!reply.success) {
      this.log.error({ issues: reply.error.issues, commandId: message.id }, 'malformed order reply from the engine');
      entry.reject(unanswered(entry.name, 'the trading engine answered something this server does not understand'));
      return;
    }
    if (!reply.data.ok) {
      const { kind, reason, message: text, field } = reply.data.error;
      entry.reject(new Refusal(kind, reason, text, field));
      return;
    }
    if (!entry.accept(reply.data.result)) {
      this.log.error({ commandId: message.id, command: entry.name }, 'order reply of the wrong shape from the engine');
      entry.reject(unanswered(entry.name, 'the trading engine answered something this server does not understand'));
    }
  }
}

/** Every command refused at once with 503 and `message`. */
function refusing(message: string): OrderCommands & FuturesCommands & EarnCommands {
  const refuse = () => Promise.reject(unavailable(message));
  return {
    place: refuse,
    cancel: refuse,
    amend: refuse,
    cancelAll: refuse,
    transfer: refuse,
    placeFutures: refuse,
    cancelFutures: refuse,
    cancelAllFutures: refuse,
    closePosition: refuse,
    adjustMargin: refuse,
    setPositionTpsl: refuse,
    setLeverage: refuse,
    setMarginMode: refuse,
    debitForEarn: refuse,
  };
}

/** With no engine and no Redis to reach one, there is nobody to forward to: 503 at once. */
const noEngine = refusing('trading is not running on this server right now');

/** An engine instance whose service does not run futures: their commands are answered 503. */
const futuresNotRunning: FuturesCommands = refusing('futures trading is not running on this server right now');

/** An engine instance that takes no earn debits: they are answered 503. */
const earnNotRunning: EarnCommands = refusing('trading is not running on this server right now');

export interface OrderRelay {
  /** What the order routes call: the local service (ENGINE=on), or the forwarder. */
  readonly commands: OrderCommands;
  /** What the futures order routes call, likewise. */
  readonly futures: FuturesCommands;
  /** What earn subscriptions call for their spot debit, likewise. */
  readonly earn: EarnCommands;
  /** Stops serving (engine side) or answers the waiting commands 503 (forwarding side). */
  close(): void;
}

/**
 * The wiring main.ts (through buildApp) and the tests share: ENGINE=on runs the commands locally
 * and serves the other instances'; ENGINE=off forwards them over Redis, or refuses them at once
 * when there is no Redis (then no engine runs anywhere this instance can reach).
 */
export function openOrderRelay({
  config,
  bus,
  trading,
  futures,
  earn,
  log,
  settings,
}: {
  config: Pick<Config, 'ENGINE' | 'REDIS_URL'>;
  bus: Bus;
  trading: OrderCommands;
  /** The engine's futures commands (ENGINE=on); absent, they are answered 503. */
  futures?: FuturesCommands;
  /** The engine's earn debits (ENGINE=on); absent, they are answered 503. */
  earn?: EarnCommands;
  log: Log;
  settings?: OrderForwarderSettings;
}): OrderRelay {
  if (config.ENGINE === 'on') {
    const close = serveOrderCommands({ bus, trading, futures, earn, log });
    return { commands: trading, futures: futures ?? futuresNotRunning, earn: earn ?? earnNotRunning, close };
  }
  if (!config.REDIS_URL && !settings?.sharedBus) {
    return { commands: noEngine, futures: noEngine, earn: noEngine, close: () => {} };
  }
  const forwarder = new OrderForwarder(bus, log, settings);
  return { commands: forwarder, futures: forwarder, earn: forwarder, close: () => forwarder.close() };
}
