import { FX_RATES_PATH, fxRatesResponseSchema } from '@vela/contracts/fx';
import { globalConfigSchema, marketDataPaths } from '@vela/contracts/market-data';
import { WALLET_ACCOUNT_PATH, walletAccountResponseSchema } from '@vela/contracts/wallet';
import type { StoreApi } from 'zustand';
import { browserApi } from '../lib/api/browser-api.ts';
import { setFeedHeartbeat } from '../lib/realtime/browser-feed.ts';
import { heartbeatFromConfig } from '../lib/realtime/heartbeat-manager.ts';
import type { AppState } from '../state/app-store.tsx';

type AppStoreApi = StoreApi<AppState>;

/*
 * The app start's calls whose answers nothing on the first paint shows. AppEffects imports this
 * module after hydration, so the schemas that check the answers (and zod) stay off the start path.
 */

/** The price rates of the fiat pricing currencies. */
export function loadFxRates(store: AppStoreApi): Promise<void> {
  return browserApi()
    .get(FX_RATES_PATH)
    .then((response) => {
      const parsed = fxRatesResponseSchema.safeParse(response);
      if (parsed.success) store.getState().setFxRates(parsed.data.rates);
    });
}

/** The signed-in user's total asset. */
export function loadTotalAsset(store: AppStoreApi): Promise<void> {
  return browserApi()
    .post(WALLET_ACCOUNT_PATH, { walletTypeList: ['1'] })
    .then((response) => {
      const parsed = walletAccountResponseSchema.safeParse(response);
      if (parsed.success) store.getState().setTotalAsset(parsed.data.data);
    });
}

/** The global config map: Hbt_Switch 'false' turns the feed's heartbeat ping off. */
export function loadGlobalConfig(store: AppStoreApi): Promise<void> {
  return browserApi()
    .get(marketDataPaths.config)
    .then((response) => {
      const parsed = globalConfigSchema.safeParse(response);
      if (!parsed.success) return;
      store.getState().setGlobalConfig(parsed.data.config);
      setFeedHeartbeat(heartbeatFromConfig(parsed.data.config));
    });
}
