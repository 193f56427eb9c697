// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { aProfile } from '../../test/support/profiles.ts';
import { createAppStore } from './app-store.tsx';

const init = {
  theme: 'light' as const,
  user: null,
  pricingCurrency: 'USD' as const,
};

const user = aProfile({ id: 'u-1', fid: '100001' });

describe('global client store', () => {
  it('starts with the spec defaults', () => {
    const state = createAppStore(init).getState();
    expect(state).toMatchObject({
      theme: 'light',
      pricingCurrency: 'USD',
      previousLeverage: 10,
      unreadCount: 0,
      totalAsset: null,
      kycPopupVisible: false,
      websocketUrls: { spot: '/ws/spot', futures: '/ws/futures' },
      fastApiUrls: { spot: '', futures: '/futuresapi' },
    });
  });

  it('tracks the user and shows the KYC prompt to unverified users', () => {
    const store = createAppStore(init);
    store.getState().setUser(user);
    expect(store.getState()).toMatchObject({ user: { id: 'u-1' }, kycPopupVisible: true });
    store.getState().setTotalAsset('10');
    store.getState().setUser(null);
    expect(store.getState()).toMatchObject({ user: null, kycPopupVisible: false, totalAsset: null });
  });

  it('persists the previous leverage as PREV_LEVERAGE', () => {
    const store = createAppStore(init);
    store.getState().setPreviousLeverage(25);
    expect(window.localStorage.getItem('PREV_LEVERAGE')).toBe('25');
    expect(store.getState().previousLeverage).toBe(25);
  });
});
