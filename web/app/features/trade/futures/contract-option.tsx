import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { useTranslation } from 'react-i18next';
import { useFuturesTicker } from '../../../state/use-live-tickers.ts';
import { LocaleLink } from '../../../ui/locale-link.tsx';
import { StarButton } from '../../../ui/star-button.tsx';
import { formatPercentChange, formatPrice } from '../model/format.ts';
import { useLocaleTag } from '../use-locale-tag.ts';
import { contractCode } from './contract-name.ts';

/** One contract of the switcher: a link to its terminal with its live last price and 24 h change, and its star. */
export function ContractOption({
  contract,
  initialTicker,
  current,
  favourite,
  onToggleFavourite,
  onChoose,
}: {
  contract: FuturesContract;
  initialTicker: FuturesTicker | undefined;
  current: boolean;
  favourite: boolean;
  onToggleFavourite(): void;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const ticker = useFuturesTicker(contract.symbol, initialTicker);
  const change = ticker?.changePercent24h ?? null;
  const price = ticker?.lastPrice ?? ticker?.markPrice;
  const code = contractCode(contract);
  return (
    <li className="futures-switcher__row" data-symbol={contract.symbol}>
      <LocaleLink
        to={`/futures/${contract.symbol}`}
        className="pair-switcher__option futures-switcher__option"
        data-symbol={contract.symbol}
        aria-current={current ? 'page' : undefined}
        onClick={onChoose}
      >
        <span className="pair-switcher__pair">{code}</span>
        <span className="num">{price ? formatPrice(price, contract, tag) : '—'}</span>
        <span className={`num ${change?.startsWith('-') ? 'down' : 'up'}`}>
          {change === null ? '—' : formatPercentChange(change, tag)}
        </span>
      </LocaleLink>
      <StarButton
        className="futures-switcher__star"
        size={16}
        pressed={favourite}
        label={t('futures.switcher.favourite', { name: t('futures.contract', { code }) })}
        onToggle={onToggleFavourite}
      />
    </li>
  );
}
