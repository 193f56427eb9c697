// @vitest-environment happy-dom

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { i18nFor } from '../i18n/i18n.ts';
import enUS from '../i18n/locales/en_US.json';
import { type AppState, AppStoreProvider, useAppStoreApi } from '../state/app-store.tsx';
import { claimableRewards } from './claimable-rewards.ts';
import { RewardsBadge } from './rewards-badge.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('../lib/api/browser-api.ts', () => ({ browserApi: () => ({ get }), bindApiBaseUrls: () => () => {} }));
vi.mock('../lib/routing/root-data.ts', () => ({ useRootData: () => ({ locale: 'en_US' }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

let store: StoreApi<AppState> | undefined;
function StoreProbe() {
  store = useAppStoreApi();
  return null;
}

function renderBadge() {
  return render(
    <MemoryRouter initialEntries={['/wallet']}>
      <I18nextProvider i18n={i18nFor('en_US', enUS)}>
        <AppStoreProvider init={{ theme: 'light', user: null, pricingCurrency: 'USD' }}>
          <RewardsBadge />
          <StoreProbe />
        </AppStoreProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('RewardsBadge', () => {
  it('links to the task centre with the number of rewards to claim', async () => {
    get.mockResolvedValue({ count: 2 });
    renderBadge();
    const badge = await screen.findByRole('link', { name: 'Task centre (rewards to claim: 2)' });
    expect(badge.getAttribute('href')).toBe('/task-center');
    expect(badge.textContent).toBe('2');
    expect(get).toHaveBeenCalledWith('/api/v1/tasks/claimable-count');
  });

  it('shows nothing while there is nothing to claim, and reads again when a notice arrives', async () => {
    get.mockResolvedValue({ count: 0 });
    renderBadge();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('link')).toBeNull();

    get.mockResolvedValue({ count: 1 });
    act(() => store?.getState().setUnreadCount(1));
    expect(await screen.findByTestId('rewards-badge')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the last count when a read fails, and forgets it when it goes (signing out)', async () => {
    get.mockResolvedValueOnce({ count: 3 });
    const view = renderBadge();
    await screen.findByTestId('rewards-badge');
    get.mockRejectedValueOnce(new Error('offline'));
    act(() => store?.getState().setUnreadCount(5));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('rewards-badge').textContent).toBe('3');
    view.unmount();
    expect(claimableRewards.getState().count).toBeNull();
  });
});
