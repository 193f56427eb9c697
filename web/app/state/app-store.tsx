import type { CurrencyCode } from '@vela/contracts/currencies';
import type { Notice } from '@vela/contracts/feed';
import type { Profile } from '@vela/contracts/session';
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { bindApiBaseUrls } from '../lib/api/browser-api.ts';
import { DEFAULT_PRICE_COLOURS, type PriceColours } from '../lib/price-colours.ts';
import { DEFAULT_PREVIOUS_LEVERAGE, writeText } from '../lib/session/storage.ts';
import type { Theme } from '../lib/theme.ts';

/**
 * Global client state (spec 3 "Global client state" and "User session"). One store per render
 * tree, so server renders of different requests never share it.
 */
export interface AppState {
  theme: Theme;
  /** Whether rises and buys are green (the default) or red. */
  priceColours: PriceColours;
  /** The signed-in user's menu/profile object, or null for a visitor. */
  user: Profile | null;
  /** Fiat currency prices are shown in (default USD). */
  pricingCurrency: CurrencyCode;
  /** Units of each fiat currency per 1 USDT; the price rate of the pricing currency comes from here. */
  fxRates: Partial<Record<string, string>>;
  /** Total asset in USDT (wallet account call), a decimal string. */
  totalAsset: string | null;
  unreadCount: number;
  /** The verification prompt for users who have not passed KYC; dismissible. */
  kycPopupVisible: boolean;
  /** Global config map served by the platform (flags such as Hbt_Switch). */
  globalConfig: Record<string, string>;
  previousLeverage: number;
  /** The e-mail or phone typed into the home page's sign-up entry, carried to /register. */
  homeSignUpAccount: string;
  /**
   * A short message for the visitor (an action that failed, or a platform notice: `from`), shown
   * until dismissed.
   */
  notice: ShownNotice | null;
  /**
   * Feed and fast-API base URLs: configuration (the server's public config, SPOT_API_URL and
   * friends), so the client can point at another platform. The request helper reads fastApiUrls
   * at every call ('' = the page's own origin).
   */
  websocketUrls: { spot: string; futures: string };
  fastApiUrls: { spot: string; futures: string };
  /** Set when the page runs inside a native app shell (ios | android | flutter). */
  inAppHost: string | null;

  setTheme(theme: Theme): void;
  setPriceColours(priceColours: PriceColours): void;
  setUser(user: Profile | null): void;
  setPricingCurrency(currency: CurrencyCode): void;
  setFxRates(rates: Partial<Record<string, string>>): void;
  setTotalAsset(total: string | null): void;
  setUnreadCount(count: number): void;
  setKycPopupVisible(visible: boolean): void;
  setHomeSignUpAccount(account: string): void;
  showNotice(text: string, from?: Notice): void;
  dismissNotice(): void;
  setPreviousLeverage(leverage: number): void;
  setGlobalConfig(config: Record<string, string>): void;
}

export interface ShownNotice {
  text: string;
  /** The platform notice it shows (dismissing it marks that notice read); null for the client's own. */
  from: Notice | null;
}

export type AppStoreInit = Pick<AppState, 'theme' | 'user' | 'pricingCurrency'> &
  Partial<Pick<AppState, 'priceColours' | 'globalConfig' | 'websocketUrls' | 'fastApiUrls'>>;

export function createAppStore(init: AppStoreInit): StoreApi<AppState> {
  return createStore<AppState>()((set) => ({
    priceColours: DEFAULT_PRICE_COLOURS,
    fxRates: {},
    totalAsset: null,
    unreadCount: 0,
    kycPopupVisible: Boolean(init.user && !init.user.kycVerified),
    globalConfig: {},
    previousLeverage: DEFAULT_PREVIOUS_LEVERAGE,
    homeSignUpAccount: '',
    notice: null,
    websocketUrls: { spot: '/ws/spot', futures: '/ws/futures' },
    fastApiUrls: { spot: '', futures: '/futuresapi' },
    inAppHost: null,
    ...init,
    setTheme: (theme) => set({ theme }),
    setPriceColours: (priceColours) => set({ priceColours }),
    setUser: (user) =>
      set({
        user,
        kycPopupVisible: Boolean(user && !user.kycVerified),
        ...(user ? {} : { totalAsset: null }),
      }),
    setPricingCurrency: (pricingCurrency) => set({ pricingCurrency }),
    setFxRates: (fxRates) => set({ fxRates }),
    setTotalAsset: (totalAsset) => set({ totalAsset }),
    setUnreadCount: (unreadCount) => set({ unreadCount }),
    setKycPopupVisible: (kycPopupVisible) => set({ kycPopupVisible }),
    setHomeSignUpAccount: (homeSignUpAccount) => set({ homeSignUpAccount }),
    showNotice: (text, from) => set({ notice: { text, from: from ?? null } }),
    dismissNotice: () => set({ notice: null }),
    setPreviousLeverage: (previousLeverage) => {
      writeText('previousLeverage', String(previousLeverage));
      set({ previousLeverage });
    },
    setGlobalConfig: (globalConfig) => set({ globalConfig }),
  }));
}

const AppStoreContext = createContext<StoreApi<AppState> | null>(null);

export function AppStoreProvider({ init, children }: { init: AppStoreInit; children: ReactNode }) {
  const [store] = useState(() => createAppStore(init));
  // The browser's request helper takes its base URLs from here (a layout effect: before any page's effects call it).
  useLayoutEffect(() => bindApiBaseUrls(() => store.getState().fastApiUrls), [store]);
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore needs an AppStoreProvider above it');
  return useStore(store, selector);
}

/** For effects that act on the store outside rendering (the 401 handler, sockets). */
export function useAppStoreApi(): StoreApi<AppState> {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStoreApi needs an AppStoreProvider above it');
  return store;
}
