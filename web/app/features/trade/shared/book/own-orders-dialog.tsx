import type { Order } from '@vela/contracts/trading';
import Big from 'big.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelOrder } from '../../../../lib/trading/trading-calls.ts';
import { failureMessageKey, type TradingFailure } from '../../../../lib/trading/trading-failure.ts';
import type { TradingAccount, TradingAccountState } from '../../../../state/trading-account.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';
import { useMarketPanels } from '../market-panels.tsx';
import { formatAmount, formatPrice } from '../model/format.ts';
import { useLocaleTag } from '../use-locale-tag.ts';
import type { BookSide } from './book-levels.ts';
import { ownLevels } from './own-levels.ts';

const openOrdersOf = (state: TradingAccountState) => state.openOrders;
const none: readonly Order[] = [];

/**
 * The trader's own orders at one row of the book, offered for cancelling one by one or all at
 * once; it closes by itself once none is left there (cancelled here, filled or cancelled elsewhere).
 */
export function OwnOrdersDialog({
  account,
  symbol,
  side,
  rowPrice,
  step,
  onClose,
}: {
  account: TradingAccount;
  symbol: string;
  side: BookSide;
  rowPrice: string;
  step: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { market } = useMarketPanels();
  const openOrders = useLiveState(account?.store, openOrdersOf, none);
  const here = useMemo(() => {
    const ids = new Set(ownLevels(openOrders, symbol, step)[side].get(rowPrice)?.orderIds);
    return openOrders.filter((order) => ids.has(order.id));
  }, [openOrders, symbol, step, side, rowPrice]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TradingFailure | undefined>(undefined);
  const empty = here.length === 0;
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  const cancel = async (orders: readonly Order[]) => {
    setBusy(true);
    setFailure(undefined);
    for (const order of orders) {
      const result = await cancelOrder(order.id);
      if (result.ok) account.applyOrder(result.value);
      else setFailure(result.failure);
    }
    setBusy(false);
  };

  const left = (order: Order) => new Big(order.quantity).minus(order.filledQuantity).toFixed();
  return (
    <Dialog
      open={!empty}
      onClose={onClose}
      title={t(side === 'bid' ? 'trade.book.own.titleBuy' : 'trade.book.own.titleSell', {
        price: formatPrice(rowPrice, market, tag),
        asset: market.quote,
      })}
      closeLabel={t('trade.sheet.close')}
      footer={
        <DialogActions
          dismissLabel={t('trade.book.own.keep')}
          onDismiss={onClose}
          confirmLabel={t('trade.book.own.cancelAll', { count: here.length })}
          onConfirm={() => cancel(here)}
          busy={busy}
          confirmTestId="own-orders-cancel-all"
        />
      }
    >
      {failure && (
        <p className="own-orders__failure" role="alert">
          {t(failureMessageKey(failure))}
        </p>
      )}
      <ul className="own-orders" data-testid="own-orders">
        {here.map((order) => (
          <li key={order.id} className="own-orders__order" data-order-id={order.id}>
            <span className="num">
              {t('trade.book.own.order', {
                amount: formatAmount(left(order), market, tag),
                asset: market.base,
                price: formatPrice(order.price ?? rowPrice, market, tag),
              })}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => cancel([order])}
              aria-label={t('trade.book.own.cancelOne', {
                amount: formatAmount(left(order), market, tag),
                asset: market.base,
                price: formatPrice(order.price ?? rowPrice, market, tag),
              })}
            >
              {t('trade.account.cancel')}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
