// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EarnPosition, EarnProduct } from '@vela/contracts/earn';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import earn from '../../i18n/features/earn/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { RedeemForm } from './redeem-form.tsx';

const api = vi.hoisted(() => ({ earnCalls: { redeem: vi.fn() } }));
vi.mock('./earn-api.ts', () => api);
const balance = vi.hoisted(() => ({ available: '9900', apply: vi.fn() }));
vi.mock('./use-spot-balance.ts', () => ({ useSpotBalance: () => balance }));
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const product = { id: 'usdt-flexible', asset: 'USDT', minAmount: '1', maxAmount: null } as EarnProduct;

const position: EarnPosition = {
  id: '3f1c8a52-8d4b-4c1e-9a55-0d7f1e2b3c4d',
  productId: 'usdt-flexible',
  type: 'flexible',
  asset: 'USDT',
  amount: '100',
  accrued: '0.25',
  paid: '0',
  yesterdayEarnings: '0',
  totalEarned: '0.25',
  status: 'active',
  subscribedAt: '2026-11-27T10:12:00.000Z',
  startsAt: '2026-11-27T11:00:00.000Z',
  maturesAt: null,
  autoRenew: false,
  closedAt: null,
  redeemable: true,
};

function renderForm(held: EarnPosition) {
  const onRedeemed = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, earn })}>
      <RedeemForm product={product} position={held} onRedeemed={onRedeemed} />
    </I18nextProvider>,
  );
  return onRedeemed;
}

describe('RedeemForm', () => {
  it('redeems part of a flexible position, never more than it holds', async () => {
    const onRedeemed = renderForm(position);
    const amount = screen.getByLabelText('Amount to redeem (USDT)');
    fireEvent.change(amount, { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: earn.redeem.submit }));
    expect(screen.getByRole('alert').textContent).toBe('You hold 100 USDT in this position.');
    expect(api.earnCalls.redeem).not.toHaveBeenCalled();

    const spot = { asset: 'USDT', available: '9950', frozen: '0', version: 5 };
    api.earnCalls.redeem.mockResolvedValueOnce({
      ok: true,
      value: { position: { ...position, amount: '50' }, principal: '50', interest: '0', forfeited: '0', spot },
    });
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: earn.redeem.submit }));
    await waitFor(() => expect(onRedeemed).toHaveBeenCalled());
    expect(api.earnCalls.redeem).toHaveBeenCalledWith({ positionId: position.id, amount: '50' });
    expect(onRedeemed.mock.calls[0]?.[1]).toBe('50 USDT is back in your spot wallet.');
    expect(balance.apply).toHaveBeenCalledWith(spot);
  });

  it('takes a fixed position back whole, saying what interest is forfeited', async () => {
    api.earnCalls.redeem.mockResolvedValueOnce({ ok: false, problem: { key: 'earn.errors.engine-unavailable' } });
    renderForm({ ...position, type: 'fixed', productId: 'usdt-fixed-30d', maturesAt: '2026-12-27T11:00:00.000Z' });
    expect(screen.queryByLabelText('Amount to redeem (USDT)')).toBeNull();
    expect(screen.getByText(/forfeits the 0.25 USDT of interest/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: earn.redeem.earlyConfirm }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(earn.errors['engine-unavailable']));
    expect(api.earnCalls.redeem).toHaveBeenCalledWith({ positionId: position.id, amount: '100' });
  });

  it('says when a locked position pays out instead of offering a button', () => {
    renderForm({
      ...position,
      type: 'sharkfin',
      redeemable: false,
      maturesAt: '2026-12-05T00:00:00.000Z',
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Principal and interest are paid on Dec 5, 2026.')).toBeTruthy();
  });
});
