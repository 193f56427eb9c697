// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EarnProduct } from '@vela/contracts/earn';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEarnProduct } from '../../../test/support/earn.ts';
import earn from '../../i18n/features/earn/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { problemOf } from './model/problems.ts';
import { SubscribeForm } from './subscribe-form.tsx';

const api = vi.hoisted(() => ({ earnCalls: { subscribe: vi.fn() } }));
vi.mock('./earn-api.ts', () => api);
const balance = vi.hoisted(() => ({ available: '250' as string | null, apply: vi.fn() }));
vi.mock('./use-spot-balance.ts', () => ({ useSpotBalance: () => balance }));
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  balance.available = '250';
});

const flexible = anEarnProduct({
  tiers: [
    { upTo: '500', apr: '0.08' },
    { upTo: null, apr: '0.03' },
  ],
  perUserQuota: '1000000',
  userQuotaLeft: '999900',
});

function renderForm(product: EarnProduct, held = '0') {
  const onSubscribed = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, earn })}>
      <SubscribeForm product={product} held={held} onSubscribed={onSubscribed} />
    </I18nextProvider>,
  );
  return { onSubscribed, amount: () => screen.getByLabelText('Amount (USDT)') as HTMLInputElement };
}

describe('SubscribeForm', () => {
  it('estimates a top-up at the tiers of the whole position, and fills in the most it can take', () => {
    const { amount } = renderForm(flexible, '400');
    expect(screen.getByTestId('subscribe-available').textContent).toBe('Available: 250 USDT');
    fireEvent.change(amount(), { target: { value: '200' } });
    // 100 at 8 % and 100 at 3 %: 11 a year, 0.03013698 a day.
    expect(screen.getByTestId('subscribe-estimate').textContent).toBe('Estimated interest per day: 0.03013698 USDT');
    fireEvent.click(screen.getByRole('button', { name: earn.subscribe.maxLabel }));
    expect(amount().value).toBe('250');
  });

  it('keeps the amount to 8 decimals and refuses more than the balance before sending', () => {
    const { amount } = renderForm(flexible);
    fireEvent.change(amount(), { target: { value: '1.123456789' } });
    expect(amount().value).toBe('1.12345678');
    fireEvent.change(amount(), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: earn.subscribe.submit }));
    expect(screen.getByRole('alert').textContent).toBe('Not enough USDT available in your spot wallet.');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(api.earnCalls.subscribe).not.toHaveBeenCalled();
  });

  it('sends, applies the spot balance it answers with, and says so', async () => {
    const spot = { asset: 'USDT', available: '150', frozen: '0', version: 3 };
    api.earnCalls.subscribe.mockResolvedValueOnce({ ok: true, value: { position: {}, spot } });
    const { amount, onSubscribed } = renderForm(flexible);
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: earn.subscribe.submit }));
    await waitFor(() =>
      expect(screen.getByTestId('subscribe-done').textContent).toBe('100 USDT subscribed. It now shows in My earn.'),
    );
    expect(api.earnCalls.subscribe).toHaveBeenCalledWith({ productId: 'usdt-flexible', amount: '100' });
    expect(balance.apply).toHaveBeenCalledWith(spot);
    expect(onSubscribed).toHaveBeenCalled();
    expect(amount().value).toBe('');
  });

  it('shows the server’s refusal at the field it names', async () => {
    balance.available = null;
    api.earnCalls.subscribe.mockResolvedValueOnce({
      ok: false,
      problem: { key: 'earn.errors.user-quota-exceeded', field: 'amount' },
    });
    const { amount } = renderForm(flexible);
    fireEvent.change(amount(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: earn.subscribe.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You can add at most 999,900 USDT more to this product.'),
    );
    expect(amount().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('says a debit that went unanswered may still go through, and where to look before trying again', async () => {
    const refusal = { code: 503, error: 'Service Unavailable', message: 'not answered', reason: 'outcome-unknown' };
    api.earnCalls.subscribe.mockResolvedValueOnce({ ok: false, problem: problemOf(503, refusal) });
    const { amount } = renderForm(flexible);
    fireEvent.change(amount(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: earn.subscribe.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your subscription was sent, but its result is not known yet: it may still go through. Check My earn and its history before you try again.',
      ),
    );
    expect(amount().value).toBe('5');
  });

  it('offers auto-renew and the term’s interest on a fixed product', () => {
    const fixed: EarnProduct = {
      ...flexible,
      id: 'usdt-fixed-30d',
      type: 'fixed',
      tiers: [{ upTo: null, apr: '0.07' }],
      maxApr: '0.07',
      termDays: 30,
      autoRenewAllowed: true,
    };
    const { amount } = renderForm(fixed);
    fireEvent.change(amount(), { target: { value: '1000' } });
    expect(screen.getByTestId('subscribe-estimate').textContent).toBe(
      'Estimated interest for 30 days: 5.75342465 USDT',
    );
    expect(screen.getByLabelText(earn.subscribe.autoRenew)).toBeTruthy();
  });
});
