import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { useTranslation } from 'react-i18next';
import { useFuturesTicker } from '../../../state/use-live-tickers.ts';
import { MarketSwitcherRow, type SwitcherRow } from '../../../ui/market-switcher.tsx';
import { formatPercentChange, formatPrice } from '../shared/model/format.ts';
import { useLocaleTag } from '../shared/use-locale-tag.ts';
import { contractCode } from './contract-name.ts';

/** One contract of the switcher: a link to its terminal with its live last price and 24 h change, and its star. */
export function ContractOption({
  row,
  to,
  initialTicker,
}: {
  row: SwitcherRow<FuturesContract>;
  to: string;
  initialTicker: FuturesTicker | undefined;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const contract = row.market;
  const ticker = useFuturesTicker(contract.symbol, initialTicker);
  const change = ticker?.changePercent24h ?? null;
  const price = ticker?.lastPrice ?? ticker?.markPrice;
  const code = contractCode(contract);
  return (
    <MarketSwitcherRow
      symbol={contract.symbol}
      to={to}
      current={row.current}
      favourite={row.favourite}
      starLabel={t('futures.switcher.favourite', { name: t('futures.contract', { code }) })}
      onToggleFavourite={row.toggleFavourite}
      onChoose={row.chosen}
    >
      <span className="pair-switcher__pair">{code}</span>
      <span className="num">{price ? formatPrice(price, contract, tag) : '—'}</span>
      <span className={`num ${change?.startsWith('-') ? 'down' : 'up'}`}>
        {change === null ? '—' : formatPercentChange(change, tag)}
      </span>
    </MarketSwitcherRow>
  );
}
