import type { FuturesOrderType, TimeInForce, TriggerBy } from '@vela/contracts/futures-trading';

/** The form's tabs: a stop tab holds both stop kinds. */
/** A field of the futures order form (the messages and the touched set are by field). */
export type FuturesFormField = 'price' | 'triggerPrice' | 'size' | 'takeProfit' | 'stopLoss';

export type FuturesOrderTab = 'limit' | 'market' | 'stop';
export type StopKind = 'stop-limit' | 'stop-market';
/** Size typed in contracts (the base asset) or as the order's value in USDT. */
export type SizeUnit = 'contracts' | 'quote';

/** What the trader has typed and chosen; every value as typed. */
export interface FuturesOrderDraft {
  readonly tab: FuturesOrderTab;
  readonly stopKind: StopKind;
  readonly triggerBy: TriggerBy;
  readonly price: string;
  readonly triggerPrice: string;
  readonly size: string;
  readonly sizeUnit: SizeUnit;
  readonly reduceOnly: boolean;
  readonly postOnly: boolean;
  readonly timeInForce: TimeInForce;
  /** Take-profit and stop-loss attached to what the order opens. */
  readonly tpsl: boolean;
  readonly takeProfit: string;
  readonly stopLoss: string;
}

export function orderTypeOf(draft: Pick<FuturesOrderDraft, 'tab' | 'stopKind'>): FuturesOrderType {
  return draft.tab === 'stop' ? draft.stopKind : draft.tab;
}

/** Whether the order type takes a limit price. */
export function isLimitPriced(type: FuturesOrderType): boolean {
  return type === 'limit' || type === 'stop-limit';
}

export function isStop(type: FuturesOrderType): boolean {
  return type === 'stop-limit' || type === 'stop-market';
}

/** Post-only only means something on a resting GTC limit: the server refuses it elsewhere. */
export function postOnlyApplies(draft: Pick<FuturesOrderDraft, 'tab' | 'timeInForce' | 'postOnly'>): boolean {
  return draft.postOnly && draft.tab === 'limit' && draft.timeInForce === 'GTC';
}

/** TP/SL protect what an order opens: a reduce-only order opens nothing. */
export function tpslApplies(draft: Pick<FuturesOrderDraft, 'tpsl' | 'reduceOnly'>): boolean {
  return draft.tpsl && !draft.reduceOnly;
}

export const emptyDraft: FuturesOrderDraft = {
  tab: 'limit',
  stopKind: 'stop-limit',
  triggerBy: 'mark',
  price: '',
  triggerPrice: '',
  size: '',
  sizeUnit: 'contracts',
  reduceOnly: false,
  postOnly: false,
  timeInForce: 'GTC',
  tpsl: false,
  takeProfit: '',
  stopLoss: '',
};
