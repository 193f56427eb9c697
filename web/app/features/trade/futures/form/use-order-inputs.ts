import { DEFAULT_LEVERAGE } from '@vela/contracts/futures-risk-tiers';
import type { FuturesSettings, MarginMode } from '@vela/contracts/futures-trading';
import { useMemo } from 'react';
import type { LiveBookView } from '../../../../lib/market/live-book.ts';
import { availableOf } from '../../../../lib/trading/account-lists.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import type { FuturesAccountState } from '../../../../state/futures-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { useFuturesTicker, useFuturesTickerSnapshot } from '../../../../state/use-live-tickers.ts';
import { useBookView } from '../../../../state/use-market-session.ts';
import { otherCrossPositions } from '../account/model/position-figures.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { clampLeverage } from './model/leverage.ts';
import type { HeldPosition, LivePrices, OrderAccount } from './model/order-estimate.ts';

/** Least time between two redraws of the form for a moving touch: a market estimate is read, not watched. */
const TOUCH_FOLLOW_MS = 250;

const noPositions: FuturesAccountState['positions'] = [];
const noBalances: FuturesAccountState['balances'] = [];

export interface OrderInputs {
  readonly live: LivePrices;
  readonly account: OrderAccount;
  /** The contract's leverage and margin mode as saved; undefined for a visitor or before they are read. */
  readonly settings: FuturesSettings | undefined;
  /** What the account can pay is known (signed in, summary read). */
  readonly accountKnown: boolean;
}

function levelsOf(view: LiveBookView): LiveBookView['levels'] {
  return view.levels;
}

/**
 * What the order form evaluates a draft against: the contract's live prices (ticker, book touch)
 * and the trader's account (settings, available margin, position, cross wallet). A visitor's
 * leverage is the one remembered on this device (PREV_LEVERAGE), cross until set.
 */
export function useOrderInputs(): OrderInputs {
  const { contract, contracts, book, account } = useFuturesTerminal();
  const { symbol } = contract;
  const signedIn = useAppStore((state) => state.user !== null);
  const previousLeverage = useAppStore((state) => state.previousLeverage);
  const ticker = useFuturesTicker(symbol, undefined);
  const levels = useBookView(book, levelsOf, TOUCH_FOLLOW_MS);
  const settings = useLiveState(account?.store, (state) => state.settings[symbol], undefined);
  const summary = useLiveState(account?.store, (state) => state.summary, undefined);
  const positions = useLiveState(account?.store, (state) => state.positions, noPositions);
  const balances = useLiveState(account?.store, (state) => state.balances, noBalances);
  const balancesReady = useLiveState(account?.store, (state) => state.balancesStatus === 'ready', false);
  const hasOtherCross = positions.some((held) => held.symbol !== symbol && held.marginMode === 'cross');
  const marks = useFuturesTickerSnapshot(hasOtherCross);

  const markPrice = ticker?.markPrice;
  const lastPrice = ticker?.lastPrice ?? undefined;
  const live = useMemo<LivePrices>(
    () => ({
      markPrice,
      lastPrice,
      bestBid: levels.bids[0]?.[0],
      bestAsk: levels.asks[0]?.[0],
      bids: levels.bids,
      asks: levels.asks,
    }),
    [markPrice, lastPrice, levels],
  );

  const accountKnown = signedIn && summary !== undefined;
  const orderAccount = useMemo<OrderAccount>(() => {
    const leverage = settings?.leverage ?? clampLeverage(previousLeverage || DEFAULT_LEVERAGE, contract.maxLeverage);
    const marginMode: MarginMode = settings?.marginMode ?? 'cross';
    const held = positions.find((position) => position.symbol === symbol);
    const position: HeldPosition | undefined = held && {
      side: held.side,
      size: held.size,
      entryPrice: held.entryPrice,
      margin: held.margin,
    };
    return {
      leverage,
      marginMode,
      available: accountKnown ? summary?.available : undefined,
      position,
      crossWallet: signedIn && balancesReady ? availableOf(balances, contract.quote) : undefined,
      crossOthers: otherCrossPositions(symbol, positions, contracts, (other) => marks.get(other)?.markPrice),
    };
  }, [
    settings,
    previousLeverage,
    contract,
    positions,
    symbol,
    accountKnown,
    summary,
    signedIn,
    balancesReady,
    balances,
    contracts,
    marks,
  ]);

  return { live, account: orderAccount, settings, accountKnown };
}
