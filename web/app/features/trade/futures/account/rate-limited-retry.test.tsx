// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FetchError } from 'ofetch';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRequestHelper } from '../../../../../test/support/fake-request.ts';
import futuresAccount from '../../../../i18n/features/futuresAccount/en_US.json';
import trade from '../../../../i18n/features/trade/en_US.json';
import { i18nFor } from '../../../../i18n/i18n.ts';
import enUS from '../../../../i18n/locales/en_US.json';
import { createFuturesApi } from '../../../../lib/trading/futures-api.ts';
import {
  createFuturesHistories,
  emptyHistories,
  type FuturesHistoriesState,
} from '../../../../state/futures-account-histories.ts';
import { RateLimitedRetry, secondsLeft } from './rate-limited-retry.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What ofetch throws for the server's 429: the response with its Retry-After, the parsed body on `data`. */
function tooManyRequests(retryAfter: string | undefined): FetchError {
  const headers = retryAfter === undefined ? undefined : { 'retry-after': retryAfter };
  const response = new Response(null, { status: 429, headers });
  const data = { code: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 17 seconds' };
  return Object.assign(new FetchError('[GET] "/futuresapi/v1/positions/history": 429 Too Many Requests'), {
    response,
    data,
  });
}

/** The histories over an api whose position history answers `error`, their state kept here. */
function historiesRefusedWith(error: FetchError) {
  const { helper, calls } = fakeRequestHelper((call) =>
    call.path.endsWith('/positions/history') ? { throws: error } : { body: {} },
  );
  let state: FuturesHistoriesState = emptyHistories();
  const histories = createFuturesHistories(
    createFuturesApi(() => helper),
    () => state,
    (partial) => {
      state = { ...state, ...partial };
    },
  );
  return { histories, calls, state: () => state };
}

describe('a position history read refused for too many requests', () => {
  it('keeps the wait the server asked for in its Retry-After', async () => {
    const asked = Date.now();
    const { histories, state } = historiesRefusedWith(tooManyRequests('17'));
    histories.loadPositionHistory();
    await vi.waitFor(() => expect(state().positionHistory.status).toBe('error'));
    expect(state().positionHistory.retryAfter?.seconds).toBe(17);
    expect(state().positionHistory.retryAfter?.at).toBeGreaterThanOrEqual(asked);
  });

  it('waits a minute, the limit window, when the server sent no usable Retry-After', async () => {
    const { histories, state } = historiesRefusedWith(tooManyRequests('Wed, 21 Oct 2026 07:28:00 GMT'));
    histories.loadPositionHistory();
    await vi.waitFor(() => expect(state().positionHistory.status).toBe('error'));
    expect(state().positionHistory.retryAfter?.seconds).toBe(60);
  });

  it('is a plain load failure for any other error, and a new load forgets the wait', async () => {
    const other = Object.assign(new FetchError('boom'), { response: new Response(null, { status: 500 }) });
    const { histories, state } = historiesRefusedWith(other);
    histories.loadPositionHistory();
    await vi.waitFor(() => expect(state().positionHistory.status).toBe('error'));
    expect(state().positionHistory.retryAfter).toBeUndefined();
  });

  it('counts the seconds left from when the server answered', () => {
    expect(secondsLeft({ seconds: 17, at: 1000 }, 1000)).toBe(17);
    expect(secondsLeft({ seconds: 17, at: 1000 }, 1001)).toBe(17);
    expect(secondsLeft({ seconds: 17, at: 1000 }, 6000)).toBe(12);
    expect(secondsLeft({ seconds: 17, at: 1000 }, 99_000)).toBe(0);
  });
});

describe('RateLimitedRetry', () => {
  const renderRetry = (onRetry: () => void) =>
    render(
      <I18nextProvider i18n={i18nFor('en_US', { ...enUS, futuresAccount, trade })}>
        <RateLimitedRetry retryAfter={{ seconds: 17, at: Date.now() }} onRetry={onRetry} />
      </I18nextProvider>,
    );

  it('says to wait the seconds asked, counts them down, and reads the list again on the button', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    renderRetry(onRetry);
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again in 17 s.');
    const shown = () => screen.getByTestId('rate-limited').querySelector('[aria-hidden="true"]')?.textContent;
    expect(shown()).toBe('Too many requests. Try again in 17 s.');
    const wait = (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) act(() => vi.advanceTimersByTime(1000));
    };
    wait(5);
    expect(shown()).toBe('Too many requests. Try again in 12 s.');
    // The alert says the wait once, as asked: a live region that changed every second would chatter.
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try again in 17 s.');
    wait(12);
    expect(shown()).toBe('Too many requests were made. You can try again now.');
    fireEvent.click(screen.getByRole('button', { name: trade.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
