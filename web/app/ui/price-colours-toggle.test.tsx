// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/i18n.ts';
import enUS from '../i18n/locales/en_US.json';
import type { PriceColours } from '../lib/price-colours.ts';
import { AppStoreProvider } from '../state/app-store.tsx';
import { PriceColoursToggle } from './price-colours-toggle.tsx';

vi.mock('../lib/api/browser-api.ts', () => ({ bindApiBaseUrls: () => () => {} }));

afterEach(() => {
  cleanup();
  document.cookie = 'vela_price_colours=; Max-Age=0; Path=/';
});

function renderToggle(priceColours: PriceColours) {
  render(
    <I18nextProvider i18n={i18nFor('en_US', enUS)}>
      <AppStoreProvider init={{ theme: 'light', priceColours, user: null, pricingCurrency: 'USD' }}>
        <PriceColoursToggle />
      </AppStoreProvider>
    </I18nextProvider>,
  );
}

describe('PriceColoursToggle', () => {
  it('names the choice it makes and stores it in the cookie the server reads', () => {
    renderToggle('upgreen');
    const toRed = screen.getByRole('button', { name: 'Price colours: Red up / green down' });
    fireEvent.click(toRed);
    expect(document.cookie).toContain('vela_price_colours=upred');
    expect(screen.getByRole('button', { name: 'Price colours: Green up / red down' })).toBeTruthy();
  });

  it('starts from the server-rendered choice and switches back to green', () => {
    renderToggle('upred');
    fireEvent.click(screen.getByRole('button', { name: 'Price colours: Green up / red down' }));
    expect(document.cookie).toContain('vela_price_colours=upgreen');
  });
});
