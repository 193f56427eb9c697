import type { SpotMarket } from '@vela/contracts/markets';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '../model/order-form.ts';
import { useTradeScreen } from '../trade-context.tsx';

const OrderSheetDialog = lazy(() =>
  import('./order-sheet-dialog.tsx').then((module) => ({ default: module.OrderSheetDialog })),
);

/**
 * On a phone the form lives in a bottom sheet: Buy and Sell stay at the bottom of the screen and
 * open it on that side. It shares the form's draft with the page, so nothing typed is lost.
 */
export function OrderSheet({ market }: { market: SpotMarket }) {
  const { t } = useTranslation();
  const { form } = useTradeScreen();
  const [open, setOpen] = useState(false);
  const openOn = (side: OrderSide) => {
    form.getState().setSide(side);
    setOpen(true);
  };
  return (
    <>
      <div className="order-sheet__bar">
        <button type="button" className="button order-sheet__buy" onClick={() => openOn('buy')}>
          {t('trade.form.buy')}
        </button>
        <button type="button" className="button order-sheet__sell" onClick={() => openOn('sell')}>
          {t('trade.form.sell')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <OrderSheetDialog market={market} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
