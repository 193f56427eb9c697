import type { Ticker } from '@vela/contracts/market-data';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTicker } from '../../state/use-live-tickers.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BotList } from './bot-list.tsx';
import type { GridPageData } from './grid-data.server.ts';
import { GridForm } from './grid-form.tsx';
import { emptyDraft, type GridDraft } from './model/grid-draft.ts';
import { useGridBots, useQuoteAvailable } from './use-grid-account.ts';
import { useGridFormat } from './use-grid-format.ts';
import './grid.css';

const PREFERRED_MARKET = 'BTC_USDT';

/** The grid trading page: the create form for a chosen spot market, and a signed-in user's bots below it. */
export function GridScreen({ data }: { data: GridPageData }) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const pickerId = useId();
  const markets = data.markets ?? [];
  const first = markets.find((market) => market.symbol === PREFERRED_MARKET) ?? markets[0];
  const [draft, setDraft] = useState<GridDraft>(() => emptyDraft(first?.symbol ?? ''));
  const market = markets.find((candidate) => candidate.symbol === draft.symbol) ?? first;
  const initialTickers = useMemo(
    () => new Map<string, Ticker>(data.tickers.map((ticker) => [ticker.symbol, ticker])),
    [data.tickers],
  );
  const ticker = useTicker(draft.symbol, initialTickers.get(draft.symbol));
  const price = ticker && ticker.last !== '0' ? ticker.last : null;
  const available = useQuoteAvailable(market?.quote ?? '');
  const bots = useGridBots(data.bots, data.signedIn);

  return (
    <div className="grid-page">
      <header className="grid-page__intro">
        <h1>{t('grid.heading')}</h1>
        <p className="lead">{t('grid.intro')}</p>
      </header>
      {data.markets === null && (
        <p role="alert" className="grid-page__error">
          {t('grid.marketsFailed')}
        </p>
      )}
      {data.markets !== null && !market && <EmptyState title={t('grid.noMarkets')} />}
      {market && (
        <section className="grid-create" aria-labelledby="grid-create-heading">
          <h2 id="grid-create-heading">{t('grid.form.title')}</h2>
          <div className="field grid-market">
            <label htmlFor={pickerId}>{t('grid.form.market')}</label>
            <select
              id={pickerId}
              value={market.symbol}
              onChange={(event) => setDraft(emptyDraft(event.target.value))}
              data-testid="grid-market"
            >
              {markets.map((candidate) => (
                <option key={candidate.symbol} value={candidate.symbol}>
                  {`${candidate.base}/${candidate.quote}`}
                </option>
              ))}
            </select>
            <p className="field__hint" data-testid="grid-price" data-value={price ?? ''} aria-live="off">
              {price === null
                ? t('grid.form.priceUnknown')
                : t('grid.form.price', { price: format.amount(price), quote: market.quote })}
            </p>
          </div>
          <GridForm
            key={market.symbol}
            market={market}
            price={price}
            available={data.signedIn ? available : null}
            signedIn={data.signedIn}
            draft={draft}
            onDraftChange={setDraft}
            onCreated={bots.put}
          />
        </section>
      )}
      {data.signedIn && <BotList state={bots} />}
    </div>
  );
}
