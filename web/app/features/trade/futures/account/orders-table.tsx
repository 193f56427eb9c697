import type { FuturesOrder } from '@vela/contracts/futures-trading';
import { useState } from 'react';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { Empty } from '../../shared/panel-states.tsx';
import { futuresCalls } from '../form/futures-calls.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { contractColumn, type FuturesColumnView, sideColumn, timeColumn, useFuturesColumnView } from './column-view.ts';

interface CancelActions {
  /** Orders whose cancel is on its way: their button is disabled. */
  readonly cancelling: ReadonlySet<string>;
  onCancel(order: FuturesOrder): void;
}

/** What an order is, in the trader's words: its type, or TP/SL for a position's protection. */
export function orderTypeText(view: FuturesColumnView, order: FuturesOrder): string {
  if (order.closePosition) return view.t('futuresAccount.types.tpsl');
  return view.t(`futuresAccount.types.${order.type}`);
}

function orderColumns(view: FuturesColumnView, conditional: boolean, actions: CancelActions): Column<FuturesOrder>[] {
  const { t, tag } = view;
  const price = (order: FuturesOrder, value: string | null) =>
    value === null ? '—' : formatPrice(value, view.contractOf(order.symbol), tag);
  const columns: (Column<FuturesOrder> | false)[] = [
    timeColumn(view, (order) => order.createdAt),
    contractColumn(view),
    { key: 'type', header: t('futuresAccount.type'), cell: (order) => orderTypeText(view, order) },
    sideColumn(view),
    {
      key: 'price',
      header: t('futuresAccount.price'),
      align: 'end',
      cell: (order) => (order.price === null ? t('futuresAccount.marketPrice') : price(order, order.price)),
    },
    conditional && {
      key: 'trigger',
      header: t('futuresAccount.trigger'),
      align: 'end',
      cell: (order) =>
        order.triggerPrice === null
          ? '—'
          : t('futuresAccount.triggerAt', {
              price: price(order, order.triggerPrice),
              by: t(`futuresAccount.triggerBy.${order.triggerBy ?? 'mark'}`),
            }),
    },
    {
      key: 'quantity',
      header: t('futuresAccount.size'),
      align: 'end',
      cell: (order) =>
        order.closePosition
          ? t('futuresAccount.wholePosition')
          : formatAmount(order.quantity, view.contractOf(order.symbol), tag),
    },
    !conditional && {
      key: 'filled',
      header: t('futuresAccount.filled'),
      align: 'end',
      cell: (order) => formatAmount(order.filledQuantity, view.contractOf(order.symbol), tag),
    },
    {
      key: 'flags',
      header: t('futuresAccount.flags'),
      hideOn: 'phone',
      cell: (order) =>
        [
          order.reduceOnly && t('futuresAccount.reduceOnly'),
          order.postOnly && t('futuresAccount.postOnly'),
          order.timeInForce !== 'GTC' && order.timeInForce,
        ]
          .filter(Boolean)
          .join(' · ') || '—',
    },
    {
      key: 'action',
      className: 'account-table__action',
      header: <span className="visually-hidden">{t('futuresAccount.actions')}</span>,
      cell: (order) => (
        <button
          type="button"
          className="button button--ghost"
          disabled={actions.cancelling.has(order.id)}
          onClick={() => actions.onCancel(order)}
          aria-label={t('futuresAccount.cancelOrder', {
            type: orderTypeText(view, order),
            contract: view.contractOf(order.symbol).code,
          })}
        >
          {t('futuresAccount.cancel')}
        </button>
      ),
    },
  ];
  return columns.filter((column): column is Column<FuturesOrder> => column !== false);
}

/**
 * Open orders (in the book) or conditional ones (stops and TP/SL waiting for their trigger), with
 * cancel per order and cancel all of the list shown (asked for confirmation first).
 */
export function OrdersTable({ orders, conditional }: { orders: readonly FuturesOrder[]; conditional: boolean }) {
  const view = useFuturesColumnView();
  const { t } = view;
  const { account } = useFuturesTerminal();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);

  const cancelOne = async (order: FuturesOrder): Promise<boolean> => {
    setCancelling((current) => new Set(current).add(order.id));
    const result = await (await futuresCalls()).cancelOrder(order.id);
    setCancelling((current) => {
      const next = new Set(current);
      next.delete(order.id);
      return next;
    });
    if (result.ok) account?.applyOrders([result.value]);
    else setFailure(result.failure);
    return result.ok;
  };
  const cancel = (order: FuturesOrder) => {
    setFailure(undefined);
    void cancelOne(order);
  };
  // The platform's cancel-all takes every order, TP/SL included: the list shown is cancelled one by one instead.
  const cancelAll = async () => {
    setConfirming(false);
    setFailure(undefined);
    await Promise.all(orders.map(cancelOne));
  };

  return (
    <>
      {failure && (
        <p className="account-panel__failure" role="alert">
          {t(refusalMessageKey(failure))}
        </p>
      )}
      {orders.length === 0 ? (
        <Empty text={t(conditional ? 'futuresAccount.noConditional' : 'futuresAccount.noOpenOrders')} />
      ) : (
        <>
          <div className="futures-account__tools">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
              {t('futuresAccount.cancelAll')}
            </button>
          </div>
          <AccountTable
            testId={conditional ? 'futures-conditional-orders' : 'futures-open-orders'}
            columns={orderColumns(view, conditional, { cancelling, onCancel: cancel })}
            rows={orders}
            rowKey={(order) => order.id}
            rowData={(order) => ({ 'data-order-id': order.id, 'data-type': order.type })}
          />
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('futuresAccount.cancelAllTitle')}
        closeLabel={t('futuresAccount.close')}
        footer={
          <DialogActions
            dismissLabel={t('futuresAccount.keep')}
            onDismiss={() => setConfirming(false)}
            confirmLabel={t('futuresAccount.confirmCancelAll')}
            onConfirm={cancelAll}
          />
        }
      >
        <p>{t('futuresAccount.cancelAllText', { number: orders.length })}</p>
      </Dialog>
    </>
  );
}
