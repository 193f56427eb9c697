import { createContext, type ReactNode, useContext, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { Theme } from '../lib/theme.ts';

/** Global client state (spec 3 "Global client state"); one store per render, so SSR requests never share it. */
export interface AppState {
  theme: Theme;
  setTheme(theme: Theme): void;
  /** A short message for the visitor (an action that failed), shown until dismissed. */
  notice: string | null;
  showNotice(text: string): void;
  dismissNotice(): void;
}

export type AppStoreInit = Pick<AppState, 'theme'>;

export function createAppStore(init: AppStoreInit): StoreApi<AppState> {
  return createStore<AppState>()((set) => ({
    ...init,
    setTheme: (theme) => set({ theme }),
    notice: null,
    showNotice: (notice) => set({ notice }),
    dismissNotice: () => set({ notice: null }),
  }));
}

const AppStoreContext = createContext<StoreApi<AppState> | null>(null);

export function AppStoreProvider({ init, children }: { init: AppStoreInit; children: ReactNode }) {
  const [store] = useState(() => createAppStore(init));
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore needs an AppStoreProvider above it');
  return useStore(store, selector);
}
