import { parseDecimal } from '../../../../lib/market/decimals.ts';
import type { LiveBookView } from '../../../../lib/market/live-book.ts';
import { useBookView } from '../../../../state/use-market-session.ts';
import { useMarketPanels } from '../../shared/market-panels.tsx';
import type { OrderSide, OrderType } from '../model/order-form.ts';

/**
 * Least time between two redraws of the form for a moving touch: an estimate at the touch is read,
 * not watched tick by tick, and the form is the largest part of the screen React redraws.
 */
const TOUCH_FOLLOW_MS = 250;

/**
 * The part of the book's touch the form depends on, as one string so that a book moving under an
 * unchanged form redraws nothing: a market order is estimated at the touch; a limit order only
 * needs the touch while its price crosses it (it then pays the taker fee), otherwise none.
 */
export function useTouch(
  side: OrderSide,
  type: OrderType,
  price: string,
): { bestBid: string | undefined; bestAsk: string | undefined } {
  const { book } = useMarketPanels();
  const select = ({ bestBid, bestAsk }: LiveBookView) => {
    const touch = side === 'buy' ? bestAsk : bestBid;
    if (touch === undefined) return '';
    if (type === 'limit') {
      const limit = parseDecimal(price);
      const crosses = limit !== undefined && (side === 'buy' ? limit.gte(touch) : limit.lte(touch));
      if (!crosses) return '';
    }
    return touch;
  };
  const touch = useBookView(book, select, TOUCH_FOLLOW_MS) || undefined;
  return side === 'buy' ? { bestBid: undefined, bestAsk: touch } : { bestBid: touch, bestAsk: undefined };
}
