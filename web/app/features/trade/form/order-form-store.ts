import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OrderSide, OrderType } from '../model/order-form.ts';

/** What the trader has typed and chosen, shared by the page's form and the phone's order sheet. */
export interface OrderFormDraft {
  readonly side: OrderSide;
  readonly type: OrderType;
  readonly price: string;
  readonly amount: string;
  /** Fields left once: their messages show from then on, not while first typing. */
  readonly touched: { readonly price: boolean; readonly amount: boolean };
  /** A submit was tried: every message shows. */
  readonly attempted: boolean;
}

export interface OrderFormActions {
  setSide(side: OrderSide): void;
  setType(type: OrderType): void;
  setPrice(price: string): void;
  setAmount(amount: string): void;
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
    touched: { price: false, amount: false },
    attempted: false,
    setSide: (side) => set({ side, attempted: false }),
    setType: (type) => set({ type, attempted: false }),
    setPrice: (price) => set({ price }),
    setAmount: (amount) => set({ amount }),
    touch: (field) => set((state) => ({ touched: { ...state.touched, [field]: true } })),
    attempt: () => set({ attempted: true }),
    pickPrice: (price) => set({ price, type: 'limit' }),
    placed: () => set({ amount: '', touched: { price: false, amount: false }, attempted: false }),
  }));
}
