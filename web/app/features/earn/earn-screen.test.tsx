// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEarnProduct } from '../../../test/support/earn.ts';
import earn from '../../i18n/features/earn/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { AppStoreProvider } from '../../state/app-store.tsx';
import { EarnScreen, type EarnScreenProps } from './earn-screen.tsx';

vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(cleanup);

const product = anEarnProduct;

const products = [
  product({}),
  product({
    id: 'usdt-fixed-30d',
    type: 'fixed',
    tiers: [{ upTo: null, apr: '0.07' }],
    maxApr: '0.07',
    termDays: 30,
    quotaTotal: '5000000',
    quotaLeft: '1250000',
    names: { en_US: 'USDT 30-day boost', ja_JP: 'USDT 30日' },
  }),
  product({ id: 'btc-flexible', asset: 'BTC', status: 'paused', quotaTotal: '10', quotaLeft: '0' }),
];

function renderScreen(props: EarnScreenProps, path = '/earn') {
  const Stub = createRoutesStub([{ path: '/earn', Component: () => <EarnScreen {...props} /> }]);
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, earn })}>
      <AppStoreProvider init={{ theme: 'light', user: null, pricingCurrency: 'USD' }}>
        <Stub initialEntries={[path]} />
      </AppStoreProvider>
    </I18nextProvider>,
  );
}

const rows = () => screen.queryAllByTestId('earn-product').map((row) => row.getAttribute('data-product'));

describe('EarnScreen', () => {
  it('lists every product with its APR range, term and quota left', async () => {
    renderScreen({ products, summary: null });
    expect(await screen.findByRole('heading', { level: 1, name: earn.heading })).toBeTruthy();
    expect(rows()).toEqual(['usdt-flexible', 'usdt-fixed-30d', 'btc-flexible']);
    const [flexible, fixed, paused] = screen.getAllByTestId('earn-product');
    expect(within(flexible as HTMLElement).getByTestId('product-apr').textContent).toBe('1.00% – 8.00%');
    expect(within(flexible as HTMLElement).getByTestId('quota-left').textContent).toBe('No limit');
    expect(within(fixed as HTMLElement).getByRole('link', { name: 'USDT 30-day boost' })).toBeTruthy();
    expect(within(fixed as HTMLElement).getByText('30 days')).toBeTruthy();
    expect(within(fixed as HTMLElement).getByTestId('quota-left').textContent).toContain('1,250,000 of 5,000,000 USDT');
    expect(within(paused as HTMLElement).getByTestId('quota-left').textContent).toBe('Sold out');
    expect(within(paused as HTMLElement).getByRole('link', { name: 'Details of BTC flexible savings' })).toBeTruthy();
  });

  it('filters by asset and type from the address, and clears', async () => {
    renderScreen({ products, summary: null }, '/earn?type=flexible');
    await screen.findByRole('heading', { level: 1 });
    expect(rows()).toEqual(['usdt-flexible', 'btc-flexible']);
    fireEvent.change(screen.getByLabelText(earn.filters.asset), { target: { value: 'BTC' } });
    expect(rows()).toEqual(['btc-flexible']);
    fireEvent.change(screen.getByLabelText(earn.filters.type), { target: { value: 'fixed' } });
    expect(rows()).toEqual([]);
    expect(screen.getByText(earn.list.emptyFiltered)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: earn.filters.reset })[0] as HTMLElement);
    expect(rows()).toEqual(['usdt-flexible', 'usdt-fixed-30d', 'btc-flexible']);
  });

  it('says when there is nothing, and when the list failed', async () => {
    renderScreen({ products: [], summary: null });
    expect(await screen.findByText(earn.list.empty)).toBeTruthy();
    cleanup();
    renderScreen({ products: null, summary: null });
    expect((await screen.findByRole('alert')).textContent).toContain(earn.list.error);
  });

  it('shows a signed-in user’s totals', async () => {
    renderScreen({
      products,
      summary: { assets: [], totalUsdt: '100.5', yesterdayEarningsUsdt: '0.02', totalEarnedUsdt: '1.25' },
    });
    const holdings = await screen.findByTestId('earn-holdings');
    expect(within(holdings).getByTestId('earn-holdings-total').textContent).toBe('≈ 100.5 USDT');
    expect(within(holdings).getByRole('link', { name: earn.holdings.open })).toBeTruthy();
  });
});
