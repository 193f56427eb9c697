import type { FuturesTicker } from '@vela/contracts/futures';
import { useFuturesTicker } from '../../state/use-live-tickers.ts';
import type { AlertFormMarket } from './alert-form.tsx';
import { AlertBell } from './price-alert-button.tsx';

/** The bell beside a perpetual's price: alerts on its last or mark price, as the spot terminal's on a pair. */
export function FuturesPriceAlertButton({
  contract,
  initialTicker,
}: {
  contract: Omit<AlertFormMarket, 'market'>;
  initialTicker?: FuturesTicker;
}) {
  const ticker = useFuturesTicker(contract.symbol, initialTicker);
  return (
    <AlertBell
      market={{ ...contract, market: 'futures' }}
      lastPrice={ticker?.lastPrice ?? undefined}
      markPrice={ticker?.markPrice}
    />
  );
}
