import type { SpotMarket } from '@vela/contracts/markets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/popup/dialog.tsx';
import { pairLabel } from '../model/market-search.ts';
import type { OrderSide } from '../model/order-form.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { OrderForm } from './order-form.tsx';

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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('trade.sheet.title', { pair: pairLabel(market) })}
        closeLabel={t('trade.sheet.close')}
        className="order-sheet"
      >
        <OrderForm market={market} />
      </Dialog>
    </>
  );
}
