import { useStore } from 'zustand';
import { useFuturesTerminal } from '../futures-context.tsx';
import type { FuturesOrderFormActions, FuturesOrderFormState } from './futures-order-form-store.ts';

/** Selector on the terminal's order draft. */
export function useDraft<T>(selector: (draft: FuturesOrderFormState & FuturesOrderFormActions) => T): T {
  return useStore(useFuturesTerminal().form, selector);
}
