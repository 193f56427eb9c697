import type { FuturesTicker } from '@vela/contracts/futures';
import { lazy, memo, Suspense } from 'react';
import type { AlertFormMarket } from '../features/alerts/alert-form.tsx';
// The button's look comes with the page, not with its code (as on the spot terminal).
import '../features/alerts/alerts.css';

/** The bell's code (panel, form, the alerts API and its schemas) loads after the futures terminal's first paint. */
const FuturesPriceAlertButton = lazy(() =>
  import('../features/alerts/futures-price-alert-button.tsx').then((module) => ({
    default: module.FuturesPriceAlertButton,
  })),
);

/** What sits beside the contract's price on the futures terminal; memoised for the reason TradePairActions is. */
export const FuturesContractActions = memo(function FuturesContractActions({
  contract,
  initialTicker,
}: {
  contract: Omit<AlertFormMarket, 'market'>;
  initialTicker?: FuturesTicker;
}) {
  return (
    <Suspense
      fallback={
        <div className="price-alerts">
          <span className="price-alerts__button" aria-hidden="true" />
        </div>
      }
    >
      <FuturesPriceAlertButton contract={contract} initialTicker={initialTicker} />
    </Suspense>
  );
});
