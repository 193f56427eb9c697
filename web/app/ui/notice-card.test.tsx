// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand';
import { i18nFor } from '../i18n/i18n.ts';
import enUS from '../i18n/locales/en_US.json';
import { type AppState, AppStoreProvider, useAppStoreApi } from '../state/app-store.tsx';
import { NoticeCard as Notice } from './notice-card.tsx';
import { Dialog } from './popup/dialog.tsx';

afterEach(cleanup);

let store: StoreApi<AppState> | undefined;
function StoreProbe() {
  store = useAppStoreApi();
  return null;
}

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Confirm order" closeLabel="close">
        <input aria-label="amount" />
      </Dialog>
    </>
  );
}

function renderNotice() {
  render(
    <I18nextProvider i18n={i18nFor('en_US', enUS)}>
      <AppStoreProvider init={{ theme: 'light', user: null, pricingCurrency: 'USD' }}>
        <Notice />
        <DialogOpener />
        <StoreProbe />
      </AppStoreProvider>
    </I18nextProvider>,
  );
  act(() => store?.getState().showNotice('Order failed'));
  expect(screen.getByTestId('notice').textContent).toContain('Order failed');
}

describe('Notice', () => {
  it('goes on Escape', () => {
    renderNotice();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('notice')).toBeNull();
  });

  it('stays when a listener on the document took the Escape (the order form clearing), whenever it was added', () => {
    renderNotice();
    const clearOrderForm = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', clearOrderForm);
    try {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    } finally {
      document.removeEventListener('keydown', clearOrderForm);
    }
    expect(screen.queryByTestId('notice')).not.toBeNull();
  });

  it('stays when the Escape closes a dialog opened after it', () => {
    renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Confirm order' })).toBeTruthy();
    fireEvent.keyDown(screen.getByLabelText('amount'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('notice')).not.toBeNull();
  });

  it('stays while a dialog is open, even for an Escape the dialog leaves (one ending a composition)', () => {
    renderNotice();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.keyDown(screen.getByLabelText('amount'), { key: 'Escape', isComposing: true });
    expect(screen.getByRole('dialog', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.queryByTestId('notice')).not.toBeNull();
  });
});
