import Big from 'big.js';
import { useRecentTrades } from '../../../../state/use-market-session.ts';
import { useMarketPanels } from '../market-panels.tsx';
import { formatPrice } from '../model/format.ts';
import { useLocaleTag } from '../use-locale-tag.ts';

/** The last trade's price, coloured by the move from the trade before (a tick up or down). */
export function LastTradePrice() {
  const { market, trades } = useMarketPanels();
  const tag = useLocaleTag();
  const list = useRecentTrades(trades, (all) => all);
  const [last, previous] = list;
  if (!last) return <span className="book__last num">—</span>;
  const down = previous !== undefined && new Big(last.price).lt(previous.price);
  return (
    <span className={`book__last num ${down ? 'down' : 'up'}`} data-testid="last-trade-price">
      {formatPrice(last.price, market, tag)}
      <span aria-hidden="true">{down ? ' ↓' : ' ↑'}</span>
    </span>
  );
}
