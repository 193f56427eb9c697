import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OrderSide } from '../model/order-form.ts';
import { type FormOrderType, pricedAs, type TriggerDraft } from './order-draft.ts';

/** What the trader has typed and chosen, shared by the page's form and the phone's order sheet. */
export interface OrderFormDraft extends TriggerDraft {
  readonly side: OrderSide;
  readonly type: FormOrderType;
  readonly price: string;
  readonly amount: string;
  /** Fields left once: their messages show from then on, not while first typing. */
  readonly touched: { readonly price: boolean; readonly amount: boolean };
  /** A submit was tried: every message shows. */
  readonly attempted: boolean;
}

export interface OrderFormActions {
  setSide(side: OrderSide): void;
  setType(type: FormOrderType): void;
  setPrice(price: string): void;
  setAmount(amount: string): void;
  /** The stop, trailing and limit-option fields. */
  setTrigger(change: Partial<TriggerDraft>): void;
  touch(field: 'price' | 'amount'): void;
  attempt(): void;
  /** A price picked from the book: a limit order at that price. */
  pickPrice(price: string): void;
  /** After a placed order: the amount goes, side, type and price stay for the next one. */
  placed(): void;
}

export type OrderFormStore = StoreApi<OrderFormDraft & OrderFormActions>;

export function createOrderFormStore(initialPrice: string): OrderFormStore {
  return createStore<OrderFormDraft & OrderFormActions>()((set) => ({
    side: 'buy',
    type: 'limit',
    price: initialPrice,
    amount: '',
    stopPrice: '',
    stopLimitPrice: '',
    trailing: '',
    trailingUnit: 'percent',
    timeInForce: 'GTC',
    postOnly: false,
    sizeIn: 'base',
    touched: { price: false, amount: false },
    attempted: false,
    setSide: (side) => set({ side, attempted: false }),
    // The amount's meaning changes with a quote-sized market buy: a new tab starts it afresh.
    setType: (type) =>
      set((state) => ({ type, attempted: false, amount: state.sizeIn === 'quote' ? '' : state.amount })),
    setPrice: (price) => set({ price }),
    setAmount: (amount) => set({ amount }),
    setTrigger: (change) =>
      set((state) => ({ ...change, amount: change.sizeIn && change.sizeIn !== state.sizeIn ? '' : state.amount })),
    touch: (field) => set((state) => ({ touched: { ...state.touched, [field]: true } })),
    attempt: () => set({ attempted: true }),
    pickPrice: (price) => set((state) => ({ price, type: pricedAs(state.type) === 'limit' ? state.type : 'limit' })),
    placed: () => set({ amount: '', touched: { price: false, amount: false }, attempted: false }),
  }));
}
