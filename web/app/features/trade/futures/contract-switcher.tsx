import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../ui/locale-link.tsx';
import { searchMarkets } from '../model/market-search.ts';
import { contractCode } from './contract-name.ts';
import { ContractOption } from './contract-option.tsx';
import {
  favouriteContracts,
  serverFavouriteContracts,
  subscribeFavouriteContracts,
  toggleFavouriteContract,
} from './favourite-contracts.ts';
import { useFuturesTerminal } from './futures-context.tsx';

type Shown = 'all' | 'favourites';

/** Moves the focus among the list's links with the arrow keys, Home and End; up from the first goes back to the search. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, search: HTMLInputElement | null) {
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a[data-symbol]') ?? [])];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const target = {
    ArrowDown: Math.min(at + 1, links.length - 1),
    ArrowUp: at - 1,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (target === undefined || (at === -1 && (event.key === 'Home' || event.key === 'End'))) return;
  event.preventDefault();
  if (target < 0) search?.focus();
  else links[target]?.focus();
}

/**
 * The contract's name as a button that opens every listed contract: a search, all or the starred
 * ones, each a link to its terminal with its last price and 24 h change, and a star. Keyboard:
 * the arrow keys go from the search to the list and along it, Enter in the search opens the first
 * match, Escape closes.
 */
export function ContractSwitcher({ initialTickers }: { initialTickers: readonly FuturesTicker[] }) {
  const { t } = useTranslation();
  const { contract, contracts } = useFuturesTerminal();
  const navigate = useNavigate();
  const path = useLocalePath();
  const favourites = useSyncExternalStore(subscribeFavouriteContracts, favouriteContracts, serverFavouriteContracts);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('all');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const inTab: readonly FuturesContract[] =
    shown === 'all' ? contracts : contracts.filter((candidate) => favourites.includes(candidate.symbol));
  const found = searchMarkets(inTab, search);
  const name = t('futures.contract', { code: contractCode(contract) });

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
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.target !== input.current || event.key === 'ArrowDown') {
      moveFocus(event, list.current, input.current);
    }
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = found[0];
    if (event.key !== 'Enter' || !first) return;
    event.preventDefault();
    close();
    if (first.symbol !== contract.symbol) navigate(path(`/futures/${first.symbol}`));
  };

  return (
    <div className="pair-switcher" ref={root}>
      <button
        ref={button}
        type="button"
        className="pair-switcher__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('futures.switcher.switch', { name })}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="pair-switcher__base">{contractCode(contract)}</span>
        <span className="futures-header__kind">{t('futures.perpetual')}</span>
        <span aria-hidden="true" className="pair-switcher__caret">
          ▾
        </span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape and the arrow keys of the panel's own controls.
        <div id={`${id}-panel`} className="pair-switcher__panel" onKeyDown={onPanelKeyDown}>
          <input
            ref={input}
            type="search"
            className="pair-switcher__search"
            aria-label={t('futures.switcher.search')}
            placeholder={t('futures.switcher.search')}
            aria-controls={`${id}-list`}
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <fieldset className="futures-switcher__show">
            <legend className="visually-hidden">{t('futures.switcher.show')}</legend>
            {(['all', 'favourites'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className="chart__interval"
                aria-pressed={shown === choice}
                onClick={() => setShown(choice)}
              >
                {t(`futures.switcher.${choice}`)}
              </button>
            ))}
          </fieldset>
          {found.length === 0 ? (
            <p className="pair-switcher__empty" role="status">
              {shown === 'favourites' && search.trim() === ''
                ? t('futures.switcher.noFavourites')
                : t('futures.switcher.noMatch')}
            </p>
          ) : (
            <ul
              id={`${id}-list`}
              ref={list}
              aria-label={t('futures.switcher.contracts')}
              className="pair-switcher__list"
            >
              {found.map((candidate) => (
                <ContractOption
                  key={candidate.symbol}
                  contract={candidate}
                  initialTicker={initialTickers.find((ticker) => ticker.symbol === candidate.symbol)}
                  current={candidate.symbol === contract.symbol}
                  favourite={favourites.includes(candidate.symbol)}
                  onToggleFavourite={() => toggleFavouriteContract(candidate.symbol)}
                  onChoose={close}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
