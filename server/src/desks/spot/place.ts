import type { Order, PlaceOrderRequest, PlaceOrderResponse } from '@vela/contracts/trading';
import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { Answer } from '../../trading/desk.ts';
import type { MarketRules } from './market-rules.ts';
import { type CheckedOrder, checkLimitOptions, frozenFor, planMarketOrder, toEngineOrder } from './order-request.ts';
import { spendAsset, type TrackedOrder } from './order-tracker.ts';
import { fillView } from './order-views.ts';
import type { SpotMemory } from './spot-memory.ts';
import { fillsOf, isFill } from './spot-movements.ts';
import type { CheckedStop } from './stop-request.ts';

/** A place that repeats a client order id: the first order, as it stood at the repeat's turn. */
export interface Replay {
  orderId: string;
  /** The order then, when memory had it (open, or changed in this batch); else the database's row is it. */
  order: Order | undefined;
  /** Fills of the order written by this batch after the repeat's turn: not part of the answer. */
  laterFillIds: Set<number>;
}

export interface PlaceCommand {
  userId: string;
  request: PlaceOrderRequest;
  rules: MarketRules;
  checked: CheckedOrder | CheckedStop;
}

/** Places an order against memory and the book: its answer (with its fills' ids) after the commit. */
export function runPlace(spot: SpotMemory, command: PlaceCommand): Answer<PlaceOrderResponse | Replay> {
  const { userId, request, rules, checked } = command;
  const clientKey = request.clientOrderId === undefined ? undefined : `${userId}|${request.clientOrderId}`;
  const earlier = clientKey === undefined ? undefined : spot.clientOrderIds.get(clientKey);
  if (earlier !== undefined) return replayAnswer(spot, earlier);
  if (checked.type !== 'limit' && checked.type !== 'market') return runPlaceStop(spot, command, checked);
  const market = spot.marketOf(rules.symbol);
  if (checked.type === 'limit') checkLimitOptions(checked, market.engine);
  const plan = checked.type === 'market' ? planMarketOrder(rules, checked, market.engine.depth()) : undefined;
  const id = spot.ctx.newOrderId();
  const engineOrder = toEngineOrder(id, userId, checked, plan);
  const amount = frozenFor(rules, engineOrder);
  const spend = spendAsset(rules, checked.side);
  if (spot.ctx.wallets.spot.available(userId, spend).lt(amount)) {
    throw new Refusal(
      'invalid',
      'insufficient-balance',
      `available ${spend} is less than the ${amount.toFixed()} this order needs`,
      checked.type === 'market' && 'quoteAmount' in checked ? 'quoteAmount' : 'quantity',
    );
  }
  const now = spot.ctx.now;
  const order: TrackedOrder = {
    id,
    userId,
    clientOrderId: request.clientOrderId ?? null,
    symbol: rules.symbol,
    side: checked.side,
    type: checked.type,
    price: checked.type === 'limit' ? rules.units.price(checked.ticks) : null,
    quantity: rules.units.quantity(engineOrder.quantity),
    filledQuantity: new Big(0),
    filledQuote: new Big(0),
    frozen: amount,
    status: 'open',
    cancelReason: null,
    stop: null,
    timeInForce: checked.type === 'limit' ? checked.timeInForce : null,
    postOnly: checked.type === 'limit' && checked.postOnly,
    ocoGroup: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    persisted: false,
  };
  // The book answers first, with what the order did: refused, nothing of it happened.
  const placed = spot.quietly(() => market.engine.place(engineOrder));
  if (!placed.ok) throw new Refusal('invalid', 'invalid-input', `the order book refused the order: ${placed.reason}`);
  spot.ctx.move({ kind: 'freeze', orderId: id, userId, asset: spend, amount: amount.toFixed() });
  spot.tracker.track(order);
  const fills = fillsOf(spot.follow(rules.symbol, placed.events), id);
  spot.tracker.touch(order);
  if (clientKey !== undefined) spot.clientOrderIds.set(clientKey, id);
  // A market buy runs as a limit at its bound: what could not fill at once must not rest.
  if (checked.type === 'market' && spot.tracker.get(id)) market.engine.cancel(id);
  if (checked.type === 'limit' && checked.timeInForce !== 'GTC' && spot.tracker.get(id)) {
    spot.tracker.cancelFor(id, 'ioc-remainder');
    market.engine.cancel(id);
  }
  const view = spot.view(order);
  return (batch) => {
    const rows = spot.rowsOf(batch);
    return { order: view, fills: fills.map((fill) => fillView(fill, rows?.fillIds.get(fill) ?? 0)) };
  };
}

/** Places a stop, trailing stop or OCO: reserved now, entered into the book when it triggers. */
function runPlaceStop(spot: SpotMemory, command: PlaceCommand, checked: CheckedStop): Answer<PlaceOrderResponse> {
  const { userId, request, rules } = command;
  const {
    orders: [order, ...linked],
    events,
  } = spot.quietly(() =>
    spot.stops.place(userId, () => spot.ctx.newOrderId(), rules, checked, request.clientOrderId ?? null),
  );
  if (!order) throw new Error('placing a stop made no order');
  if (request.clientOrderId !== undefined) spot.clientOrderIds.set(`${userId}|${request.clientOrderId}`, order.id);
  // An OCO's limit leg may trade at once: the book's place returned what it did.
  const fills = fillsOf(spot.follow(rules.symbol, events), order.id);
  const view = spot.view(order);
  const linkedViews = linked.map((leg) => spot.view(leg));
  return (batch) => {
    const rows = spot.rowsOf(batch);
    return {
      order: view,
      fills: fills.map((fill) => fillView(fill, rows?.fillIds.get(fill) ?? 0)),
      ...(linkedViews.length > 0 ? { linked: linkedViews } : {}),
    };
  };
}

/** A repeated client order id: the first order as it stands now, without the fills later in the batch. */
function replayAnswer(spot: SpotMemory, orderId: string): Answer<Replay> {
  const live = spot.tracker.get(orderId) ?? spot.tracker.touchedOrder(orderId);
  const order = live && spot.view(live);
  const turn = spot.ctx.moved;
  return (batch) => {
    const laterFillIds = new Set<number>();
    const rows = spot.rowsOf(batch);
    for (const movement of batch.movements.slice(turn)) {
      if (!isFill(movement) || movement.orderId !== orderId) continue;
      const id = rows?.fillIds.get(movement);
      if (id !== undefined) laterFillIds.add(id);
    }
    return { orderId, order, laterFillIds };
  };
}
