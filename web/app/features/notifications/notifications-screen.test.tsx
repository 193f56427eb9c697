// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type NotificationList, notificationPaths } from '@vela/contracts/feed';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import notificationsPageMessages from '../../i18n/features/notificationsPage/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { AppStoreProvider } from '../../state/app-store.tsx';
import { NotificationsScreen } from './notifications-screen.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api/browser-api.ts', () => ({ browserApi: () => api, bindApiBaseUrls: () => () => {} }));
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const firstPage: NotificationList = {
  notifications: [
    {
      id: 7,
      kind: 'announcement',
      title: 'Maintenance',
      body: 'Sunday 02:00 UTC',
      time: Date.UTC(2026, 11, 6),
      read: false,
    },
  ],
  unread: 1,
  nextBefore: 7,
};

function renderScreen() {
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, notificationsPage: notificationsPageMessages })}>
      <AppStoreProvider init={{ theme: 'light', user: null, pricingCurrency: 'USD' }}>
        <NotificationsScreen initial={firstPage} />
      </AppStoreProvider>
    </I18nextProvider>,
  );
}

describe('NotificationsScreen', () => {
  it('says a failed mark-read as such, and its retry marks the same notices read again', async () => {
    api.post.mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Mark “Maintenance” as read' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(notificationsPageMessages.markReadError);
    expect(screen.queryByText(notificationsPageMessages.error)).toBeNull();
    // The older pages are still there to read: the list's own foot did not turn into a failure.
    expect(screen.getByRole('button', { name: notificationsPageMessages.more })).toBeTruthy();

    api.post.mockResolvedValueOnce({ count: 0 });
    fireEvent.click(screen.getByRole('button', { name: notificationsPageMessages.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.post).toHaveBeenLastCalledWith(notificationPaths.read, { ids: [7] });
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.getByTestId('notification').dataset.read).toBe('true');
  });
});
