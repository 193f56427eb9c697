// @vitest-environment happy-dom

import { act } from '@testing-library/react';
import type { Trade } from '@vela/contracts/market-data';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fakeFrameClock } from '../../test/support/fake-frame-clock.ts';
import { createLiveBook, type LiveBook } from '../lib/market/live-book.ts';
import { createLiveTrades, type LiveTrades } from '../lib/market/live-trades.ts';
import { HydrateApart } from '../ui/hydrate-apart.tsx';
import { useBookView, useRecentTrades, useRenderedBookView } from './use-market-session.ts';

const trade = (id: number, price: string): Trade => ({
  id,
  symbol: 'BTC_USDT',
  price,
  quantity: '0.1',
  side: 'buy',
  time: id,
});

const newest = (list: readonly Trade[]) => list[0]?.price ?? '-';
const bestBid = (view: { bestBid: string | undefined }) => view.bestBid ?? '-';

function Prices({ trades, book }: { trades: LiveTrades; book: LiveBook }) {
  return (
    <p>
      <span>{useRecentTrades(trades, newest)}</span> <span>{useBookView(book, bestBid)}</span>{' '}
      <span>{useRenderedBookView(book).bestAsk}</span>
    </p>
  );
}

function Screen({ trades, book }: { trades: LiveTrades; book: LiveBook }) {
  return (
    <main>
      <HydrateApart>
        <Prices trades={trades} book={book} />
      </HydrateApart>
    </main>
  );
}

function liveData() {
  const clock = fakeFrameClock();
  const trades = createLiveTrades({ symbol: 'BTC_USDT', initial: [trade(1, '65000')], limit: 10, clock });
  const book = createLiveBook({
    symbol: 'BTC_USDT',
    initial: { symbol: 'BTC_USDT', seq: 1, bids: [['64990', '1']], asks: [['65010', '1']], time: 0 },
    step: '1',
    rows: 10,
    clock,
    onResync: () => {},
  });
  return { clock, trades, book };
}

describe('the live book and trades in a part hydrated apart', () => {
  it('hydrate with what the server drew although the feed moved on before, then show the live values', async () => {
    const server = liveData();
    const html = renderToString(<Screen trades={server.trades} book={server.book} />);
    expect(html).toContain('65000');
    expect(html).toContain('65010');

    // The page's own live data, which the feed moved on before the part hydrated.
    const { clock, trades, book } = liveData();
    trades.receive([trade(2, '65100')]);
    book.receiveUpdate({ symbol: 'BTC_USDT', seq: 2, bids: [['64995', '2']], asks: [['65005', '1']], time: 1 });
    clock.frame();
    expect(trades.getTrades()[0]?.price).toBe('65100');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Screen trades={trades} book={book} />, { onRecoverableError }),
    );
    await act(async () => {});
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('65100 64995 65005');
    act(() => root.unmount());
    container.remove();
  });
});
