import { lazy, memo, Suspense } from 'react';
import type { AlertFormMarket } from '../features/alerts/alert-form.tsx';
// The button's look comes with the page, not with its code: the server's button is styled from the first paint.
import '../features/alerts/alerts.css';

/**
 * The price-alert bell's code (its panel, form, list, the alerts API and its schemas) loads after
 * the terminal's first paint: the server renders the button, and the browser hydrates it once its
 * chunk is in (React keeps the server's markup until then).
 */
const PriceAlertButton = lazy(() =>
  import('../features/alerts/price-alert-button.tsx').then((module) => ({ default: module.PriceAlertButton })),
);

/**
 * What sits beside the pair's price on the spot terminal. Memoised: a dehydrated boundary that
 * receives new props before its code is in is rendered again on the client, so the boundary only
 * sees a new market. The fallback keeps the bell's box (no layout shift if it is ever shown).
 */
export const TradePairActions = memo(function TradePairActions({ market }: { market: AlertFormMarket }) {
  return (
    <Suspense
      fallback={
        <div className="price-alerts">
          <span className="price-alerts__button" aria-hidden="true" />
        </div>
      }
    >
      <PriceAlertButton market={market} />
    </Suspense>
  );
});
