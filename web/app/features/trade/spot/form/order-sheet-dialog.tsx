import type { SpotMarket } from '@vela/contracts/markets';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { pairLabel } from '../../shared/model/market-search.ts';
import { OrderForm } from './order-form.tsx';

/** The phone's order sheet when open: loaded with its first opening (the dialog's code is not in the first paint). */
export function OrderSheetDialog({ market, onClose }: { market: SpotMarket; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('trade.sheet.title', { pair: pairLabel(market) })}
      closeLabel={t('trade.sheet.close')}
      className="order-sheet"
    >
      <OrderForm market={market} />
    </Dialog>
  );
}
