import type { SpotMarket } from '@vela/contracts/markets';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath } from '../../../i18n/locale-paths.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { useTicker } from '../../../state/use-live-tickers.ts';
import { formatPercentChange, formatPrice } from '../model/format.ts';
import { pairLabel, searchMarkets } from '../model/market-search.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';

function MarketOption({
  market,
  id,
  active,
  current,
  onChoose,
}: {
  market: SpotMarket;
  id: string;
  active: boolean;
  current: boolean;
  onChoose: () => void;
}) {
  const tag = useLocaleTag();
  const ticker = useTicker(market.symbol, undefined);
  const rising = ticker ? !ticker.changePercent.startsWith('-') : true;
  return (
    // Chosen with the mouse here; the keyboard works through the search box (aria-activedescendant).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options.
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={current}
      data-active={active || undefined}
      data-symbol={market.symbol}
      className="pair-switcher__option"
      onClick={onChoose}
    >
      <span className="pair-switcher__pair">{pairLabel(market)}</span>
      <span className="num">{ticker ? formatPrice(ticker.last, market, tag) : '—'}</span>
      <span className={`num ${rising ? 'up' : 'down'}`}>
        {ticker ? formatPercentChange(ticker.changePercent, tag) : '—'}
      </span>
    </div>
  );
}

/**
 * The pair name as a button that opens a searchable list of markets. The search box is a
 * combobox: arrow keys move through the list, Enter opens the pair, Escape closes.
 */
export function PairSwitcher() {
  const { t } = useTranslation();
  const { market, markets } = useTradeScreen();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const found = searchMarkets(markets, search);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    setSearch('');
    button.current?.focus();
  };
  const choose = (chosen: SpotMarket | undefined) => {
    if (!chosen) return;
    close();
    if (chosen.symbol !== market.symbol) navigate(localePath(locale, `/trade/${chosen.symbol}`));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = found.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : Math.max(0, count - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="pair-switcher" ref={root}>
      <button
        ref={button}
        type="button"
        className="pair-switcher__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('trade.pair.switch', { pair: pairLabel(market) })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="pair-switcher__base">{market.base}</span>
        <span className="pair-switcher__quote">/{market.quote}</span>
        <span aria-hidden="true" className="pair-switcher__caret">
          ▾
        </span>
      </button>
      {open && (
        <div className="pair-switcher__panel">
          <input
            ref={input}
            type="search"
            className="pair-switcher__search"
            role="combobox"
            aria-label={t('trade.pair.search')}
            placeholder={t('trade.pair.search')}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={found[active] ? `${id}-${found[active].symbol}` : undefined}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {found.length === 0 ? (
            <p className="pair-switcher__empty" role="status">
              {t('trade.pair.noMatch')}
            </p>
          ) : (
            <div id={`${id}-list`} role="listbox" aria-label={t('trade.pair.markets')} className="pair-switcher__list">
              {found.map((candidate, index) => (
                <MarketOption
                  key={candidate.symbol}
                  id={`${id}-${candidate.symbol}`}
                  market={candidate}
                  active={index === active}
                  current={candidate.symbol === market.symbol}
                  onChoose={() => choose(candidate)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
