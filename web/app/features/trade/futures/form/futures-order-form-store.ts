import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyDraft, type FuturesFormField, type FuturesOrderDraft } from './model/order-draft.ts';

export interface FuturesOrderFormState extends FuturesOrderDraft {
  /** Fields left once: their messages show from then on, not while first typing. */
  readonly touched: Readonly<Partial<Record<FuturesFormField, boolean>>>;
  /** A submit was tried: every message shows. */
  readonly attempted: boolean;
}

export interface FuturesOrderFormActions {
  /** Any of the draft's choices and typed values. */
  change(values: Partial<FuturesOrderDraft>): void;
  touch(field: FuturesFormField): void;
  attempt(): void;
  /** A price picked from the book: a limit order at that price. */
  pickPrice(price: string): void;
  /** After a placed order: the size and the TP/SL go, the rest stays for the next one. */
  placed(): void;
}

export type FuturesOrderFormStore = StoreApi<FuturesOrderFormState & FuturesOrderFormActions>;

/** The terminal's order draft, shared by the page's form and the phone's order sheet. */
export function createFuturesOrderFormStore(initialPrice: string): FuturesOrderFormStore {
  return createStore<FuturesOrderFormState & FuturesOrderFormActions>()((set) => ({
    ...emptyDraft,
    price: initialPrice,
    touched: {},
    attempted: false,
    change: (values) => set(values),
    touch: (field) => set((state) => ({ touched: { ...state.touched, [field]: true } })),
    attempt: () => set({ attempted: true }),
    pickPrice: (price) => set((state) => ({ price, tab: state.tab === 'market' ? 'limit' : state.tab })),
    placed: () => set({ size: '', takeProfit: '', stopLoss: '', touched: {}, attempted: false }),
  }));
}
