// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import grid from '../../i18n/features/grid/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { GridForm } from './grid-form.tsx';
import { emptyDraft, type GridDraft } from './model/grid-draft.ts';
import { problemOf } from './model/problems.ts';
import { gridTestMarket as market } from './model/test-market.ts';

const api = vi.hoisted(() => ({ gridCalls: { suggestion: vi.fn(), backtest: vi.fn(), create: vi.fn() } }));
vi.mock('./grid-api.ts', () => api);
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));
vi.mock('react-router', () => ({ useLocation: () => ({ pathname: '/grid-trading', search: '' }) }));
vi.mock('../../ui/locale-link.tsx', () => ({
  LocaleLink: ({ children, to, ...rest }: { children: unknown; to: string }) => (
    <a href={to} {...(rest as object)}>
      {children as string}
    </a>
  ),
}));

const suggestion = {
  symbol: 'BTC_USDT',
  lowerPrice: '90',
  upperPrice: '110',
  gridCount: 4,
  spacing: 'arithmetic' as const,
  minInvestment: '21.77777778',
  profitPerGridLow: '0.04557142',
  profitPerGridHigh: '0.0535',
  from: '2026-11-30T00:00:00.000Z',
  to: '2026-12-07T00:00:00.000Z',
};

beforeEach(() => {
  api.gridCalls.suggestion.mockResolvedValue({ ok: true, value: suggestion });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The form as the screen holds it: the draft lives above it and comes back on every change. */
function Harness({
  signedIn = true,
  available = '5000' as string | null,
  price = '100' as string | null,
  onCreated = vi.fn(),
}) {
  const [draft, setDraft] = useDraft();
  return (
    <GridForm
      market={market}
      price={price}
      available={available}
      signedIn={signedIn}
      draft={draft}
      onDraftChange={setDraft}
      onCreated={onCreated}
    />
  );
}

function useDraft() {
  return useState<GridDraft>(() => emptyDraft('BTC_USDT'));
}

function renderForm(props: Parameters<typeof Harness>[0] = {}) {
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, grid })}>
      <Harness {...props} />
    </I18nextProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return { field, type };
}

describe('GridForm', () => {
  it('says under the field what checkGrid finds wrong, as the user types', () => {
    const { field, type } = renderForm();
    type('Lower price (USDT)', '110');
    type('Upper price (USDT)', '90');
    type('Number of grids', '4');
    type('Investment (USDT)', '1000');
    expect(screen.getByTestId('grid-upper-error').textContent).toBe(grid.errors['upper-not-above-lower']);
    expect(field('Upper price (USDT)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Upper price (USDT)').getAttribute('aria-describedby')).toContain(
      screen.getByTestId('grid-upper-error').id,
    );

    type('Lower price (USDT)', '90');
    type('Upper price (USDT)', '110');
    type('Number of grids', '250');
    expect(screen.getByTestId('grid-count-error').textContent).toBe('Choose from 2 to 200 grids.');

    type('Number of grids', '4');
    type('Investment (USDT)', '10');
    expect(screen.getByTestId('grid-investment-error').textContent).toBe(
      "Each order would be below the market's minimum order value (5 USDT). Invest more or use fewer grids.",
    );
    type('Investment (USDT)', '6000');
    expect(screen.getByTestId('grid-investment-error').textContent).toBe(
      'Not enough USDT available in your spot wallet.',
    );
  });

  it('previews the profit per grid after fees and the order quantity', () => {
    const { type } = renderForm();
    expect(screen.getByTestId('grid-preview').textContent).toContain(grid.preview.empty);
    type('Lower price (USDT)', '90');
    type('Upper price (USDT)', '110');
    type('Number of grids', '4');
    type('Investment (USDT)', '1000');
    expect(screen.getByTestId('grid-profit-per-grid').textContent).toBe('4.56% – 5.35%');
    expect(screen.getByTestId('grid-order-quantity').textContent).toBe('2.571 BTC');
    expect(screen.getByTestId('grid-min-investment').textContent).toBe('Minimum: 21.77777778 USDT');
    expect(screen.getByTestId('grid-available').textContent).toBe('Available: 5,000 USDT');
  });

  it('fills in the suggested parameters in one click, and can backtest them', async () => {
    api.gridCalls.backtest.mockResolvedValueOnce({
      ok: true,
      value: {
        gridProfit: '12.5',
        roundsCompleted: 3,
        finalValue: '1010',
        totalPnl: '10',
        maxDrawdown: '0.025',
        from: '2026-11-30T00:00:00.000Z',
        to: '2026-12-07T00:00:00.000Z',
      },
    });
    const { field } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: grid.suggestion.use }));
    expect(field('Lower price (USDT)').value).toBe('90');
    expect(field('Upper price (USDT)').value).toBe('110');
    expect(field('Number of grids').value).toBe('4');
    expect(field('Investment (USDT)').value).toBe('21.77777778');
    expect(screen.getByTestId('grid-order-quantity').textContent).toBe('0.056 BTC');

    fireEvent.click(screen.getByRole('radio', { name: grid.backtest.days30 }));
    fireEvent.click(screen.getByRole('button', { name: grid.backtest.run }));
    await waitFor(() => expect(screen.getByTestId('backtest-grid-profit').textContent).toBe('+12.5 USDT'));
    expect(api.gridCalls.backtest).toHaveBeenCalledWith({
      symbol: 'BTC_USDT',
      lowerPrice: '90',
      upperPrice: '110',
      gridCount: 4,
      spacing: 'arithmetic',
      investment: '21.77777778',
      days: 30,
    });
    expect(screen.getByTestId('backtest-rounds').textContent).toBe('3');
    expect(screen.getByTestId('grid-backtest-result').textContent).toContain('2.50%');
  });

  it('names every empty field on a create, and sends nothing', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: grid.form.submit }));
    expect(screen.getByTestId('grid-lower-error').textContent).toBe(grid.errors.required);
    expect(screen.getByTestId('grid-investment-error').textContent).toBe(grid.errors.required);
    expect(api.gridCalls.create).not.toHaveBeenCalled();
  });

  it('creates the bot, and shows the server’s refusal at the field it names', async () => {
    const refusal = {
      code: 400,
      error: 'Bad Request',
      message: 'per-order size below the minimum notional',
      reason: 'order-below-min-notional',
      fields: { investment: 'below the minimum notional' },
    };
    api.gridCalls.create.mockResolvedValueOnce({ ok: false, problem: problemOf(400, refusal) });
    const onCreated = vi.fn();
    const { type } = renderForm({ onCreated });
    type('Lower price (USDT)', '90');
    type('Upper price (USDT)', '110');
    type('Number of grids', '4');
    type('Investment (USDT)', '1000');
    type('Stop-loss price (USDT)', '80');
    fireEvent.click(screen.getByRole('button', { name: grid.form.submit }));
    await waitFor(() => expect(screen.getByTestId('grid-investment-error').textContent).toContain('(5 USDT)'));
    expect(api.gridCalls.create).toHaveBeenCalledWith(
      expect.objectContaining({
        lowerPrice: '90',
        gridCount: 4,
        stopLossPrice: '80',
        onStop: 'sell-base',
        public: false,
      }),
    );

    const bot = { id: 'b1', symbol: 'BTC_USDT' };
    api.gridCalls.create.mockResolvedValueOnce({ ok: true, value: bot });
    fireEvent.click(screen.getByRole('button', { name: grid.form.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('grid-created').textContent).toBe(
        'Your BTC/USDT grid bot was created. It now shows in My bots.',
      ),
    );
    expect(onCreated).toHaveBeenCalledWith(bot);
  });

  it('creates nothing until the last price is known, and says so', () => {
    const { type } = renderForm({ price: null });
    type('Lower price (USDT)', '90');
    type('Upper price (USDT)', '110');
    type('Number of grids', '4');
    type('Investment (USDT)', '1000');
    expect(screen.getByTestId('grid-preview').textContent).toContain(grid.preview.empty);
    fireEvent.click(screen.getByRole('button', { name: grid.form.submit }));
    expect(screen.getByRole('alert').textContent).toBe(grid.form.priceUnknown);
    expect(api.gridCalls.create).not.toHaveBeenCalled();
  });

  it('offers no listing in top bots, which do not exist yet', () => {
    renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('asks a visitor to sign in instead of creating', () => {
    renderForm({ signedIn: false, available: null });
    expect(screen.queryByRole('button', { name: grid.form.submit })).toBeNull();
    expect(screen.getByTestId('grid-login').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('grid-available').textContent).toBe(grid.form.availableUnknown);
  });
});
