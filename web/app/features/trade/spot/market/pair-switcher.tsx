import type { SpotMarket } from '@vela/contracts/markets';
import { useTranslation } from 'react-i18next';
import { favouritePairs } from '../../../../state/favourites.ts';
import { useTicker } from '../../../../state/use-live-tickers.ts';
import { MarketSwitcher, MarketSwitcherRow, type SwitcherRow } from '../../../../ui/market-switcher.tsx';
import { formatPercentChange, formatPrice } from '../../shared/model/format.ts';
import { pairLabel, searchMarkets } from '../../shared/model/market-search.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useTradeScreen } from '../trade-context.tsx';

const pairPath = (market: SpotMarket) => `/trade/${market.symbol}`;

/** One pair of the switcher: a link to its terminal with its live last price and 24 h change, and its star. */
function PairOption({ row }: { row: SwitcherRow<SpotMarket> }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const market = row.market;
  const ticker = useTicker(market.symbol, undefined);
  const rising = ticker ? !ticker.changePercent.startsWith('-') : true;
  return (
    <MarketSwitcherRow
      symbol={market.symbol}
      to={pairPath(market)}
      current={row.current}
      favourite={row.favourite}
      starLabel={t('terminal.pair.favourite', { pair: pairLabel(market) })}
      onToggleFavourite={row.toggleFavourite}
      onChoose={row.chosen}
    >
      <span className="pair-switcher__pair">{pairLabel(market)}</span>
      <span className="num">{ticker ? formatPrice(ticker.last, market, tag) : '—'}</span>
      <span className={`num ${rising ? 'up' : 'down'}`}>
        {ticker ? formatPercentChange(ticker.changePercent, tag) : '—'}
      </span>
    </MarketSwitcherRow>
  );
}

/** The pair name as a button that opens every listed pair (the terminals' shared switcher). */
export function PairSwitcher() {
  const { t } = useTranslation();
  const { market, markets } = useTradeScreen();
  return (
    <MarketSwitcher
      markets={markets}
      current={market.symbol}
      stars={favouritePairs}
      texts={{
        open: t('trade.pair.switch', { pair: pairLabel(market) }),
        search: t('trade.pair.search'),
        show: t('terminal.pair.show'),
        all: t('terminal.pair.all'),
        favourites: t('terminal.pair.favourites'),
        list: t('trade.pair.markets'),
        noMatch: t('trade.pair.noMatch'),
        noFavourites: t('terminal.pair.noFavourites'),
      }}
      label={
        <>
          <span className="pair-switcher__base">{market.base}</span>
          <span className="pair-switcher__quote">/{market.quote}</span>
        </>
      }
      find={searchMarkets}
      pathOf={pairPath}
      row={(row) => <PairOption key={row.market.symbol} row={row} />}
    />
  );
}
