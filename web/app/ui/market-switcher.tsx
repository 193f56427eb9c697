import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FavouriteStore } from '../state/favourites.ts';
import { useFavourites } from '../state/use-favourites.ts';
import { LocaleLink, useLocalePath } from './locale-link.tsx';
import { StarButton } from './star-button.tsx';
import { useDisclosure } from './use-disclosure.ts';
import './market-switcher.css';

type Shown = 'all' | 'favourites';

export interface MarketSwitcherTexts {
  /** The button's accessible name. */
  readonly open: string;
  readonly search: string;
  readonly show: string;
  readonly all: string;
  readonly favourites: string;
  readonly list: string;
  readonly noMatch: string;
  readonly noFavourites: string;
}

/** What a row draws: its market, whether it is the page's and starred, and what its link and star do. */
export interface SwitcherRow<Market> {
  readonly market: Market;
  readonly current: boolean;
  readonly favourite: boolean;
  toggleFavourite(): void;
  /** Its link was followed: the panel closes. */
  chosen(): void;
}

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
 * The market's name as a button that opens every listed market of a terminal (spot pairs or
 * futures contracts): a search, all or the starred ones, each row a link to its terminal and a
 * star. Keyboard: the arrow keys go from the search to the list and along it, Enter in the search
 * opens the first match, Escape closes.
 */
export function MarketSwitcher<Market extends { symbol: string }>({
  markets,
  current,
  stars,
  texts,
  label,
  find,
  pathOf,
  row,
}: {
  markets: readonly Market[];
  /** The page's market. */
  current: string;
  /** The kind's one store of stars (a visitor's in this browser, a user's on the server). */
  stars: FavouriteStore;
  texts: MarketSwitcherTexts;
  /** What the button shows (the market's name). */
  label: ReactNode;
  find(markets: readonly Market[], search: string): readonly Market[];
  /** The terminal's path of a market, without the locale. */
  pathOf(market: Market): string;
  row(props: SwitcherRow<Market>): ReactNode;
}) {
  const navigate = useNavigate();
  const path = useLocalePath();
  const listed = useMemo(() => new Set(markets.map((market) => market.symbol)), [markets]);
  const { favourites } = useFavourites(stars, { listed });
  const [search, setSearch] = useState('');
  const { open, setOpen, close, root, buttonProps, panelId } = useDisclosure(() => setSearch(''));
  const [shown, setShown] = useState<Shown>('all');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const inTab = shown === 'all' ? markets : markets.filter((market) => favourites.includes(market.symbol));
  const found = open ? find(inTab, search) : [];

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

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
    if (first.symbol !== current) navigate(path(pathOf(first)));
  };

  return (
    <div className="pair-switcher" ref={root}>
      <button
        {...buttonProps}
        className="pair-switcher__button"
        aria-label={texts.open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
        <span aria-hidden="true" className="pair-switcher__caret">
          ▾
        </span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape and the arrow keys of the panel's own controls.
        <div id={panelId} className="popover pair-switcher__panel" onKeyDown={onPanelKeyDown}>
          <input
            ref={input}
            type="search"
            className="text-box pair-switcher__search"
            aria-label={texts.search}
            placeholder={texts.search}
            aria-controls={`${id}-list`}
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <fieldset className="pair-switcher__show">
            <legend className="visually-hidden">{texts.show}</legend>
            {(['all', 'favourites'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className="choice-button"
                aria-pressed={shown === choice}
                onClick={() => setShown(choice)}
              >
                {texts[choice]}
              </button>
            ))}
          </fieldset>
          {found.length === 0 ? (
            <p className="pair-switcher__empty" role="status">
              {shown === 'favourites' && search.trim() === '' ? texts.noFavourites : texts.noMatch}
            </p>
          ) : (
            <ul id={`${id}-list`} ref={list} aria-label={texts.list} className="pair-switcher__list">
              {found.map((market) =>
                row({
                  market,
                  current: market.symbol === current,
                  favourite: favourites.includes(market.symbol),
                  toggleFavourite: () => stars.toggle(market.symbol),
                  chosen: close,
                }),
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** One row of a switcher: a link to the market's terminal with its figures, and its star. */
export function MarketSwitcherRow({
  symbol,
  to,
  current,
  favourite,
  starLabel,
  onToggleFavourite,
  onChoose,
  children,
}: {
  symbol: string;
  to: string;
  current: boolean;
  favourite: boolean;
  starLabel: string;
  onToggleFavourite(): void;
  onChoose(): void;
  /** The link's cells: name, last price, change. */
  children: ReactNode;
}) {
  return (
    <li className="pair-switcher__row" data-symbol={symbol}>
      <LocaleLink
        to={to}
        className="pair-switcher__option"
        data-symbol={symbol}
        aria-current={current ? 'page' : undefined}
        onClick={onChoose}
      >
        {children}
      </LocaleLink>
      <StarButton
        className="pair-switcher__star"
        size={16}
        pressed={favourite}
        label={starLabel}
        onToggle={onToggleFavourite}
      />
    </li>
  );
}
