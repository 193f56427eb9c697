import type { SpotMarket } from '@vela/contracts/markets';
import type { Order } from '@vela/contracts/trading';
import { useTranslation } from 'react-i18next';
import { failureMessageKey, type TradingFailure } from '../../../../lib/trading/trading-failure.ts';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';

/** The answer to the form's last submit. */
export type Outcome = { kind: 'placed'; order: Order } | { kind: 'failed'; failure: TradingFailure };

/**
 * The form's one feedback line: what is wrong with the order as typed now, else the answer to the
 * last submit. Each new result replaces the line; nothing older stays under it.
 */
export function FeedbackLine({
  id,
  market,
  problems,
  outcome,
}: {
  id: string;
  market: SpotMarket;
  problems: readonly { key: string; values: Readonly<Record<string, string>> }[];
  outcome: Outcome | undefined;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  if (problems.length > 0) {
    return (
      <p
        id={id}
        className="order-form__outcome order-form__outcome--failed"
        role="alert"
        data-testid="order-form-error"
      >
        {problems.map((problem) => t(problem.key, problem.values)).join(' ')}
      </p>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <p id={id} className="order-form__outcome order-form__outcome--failed" role="alert" data-testid="order-failed">
        {t(failureMessageKey(outcome.failure))}
      </p>
    );
  }
  if (outcome?.kind === 'placed') {
    const { order } = outcome;
    const values = { amount: formatAmount(order.quantity, market, tag), asset: market.base };
    const waiting = order.status === 'untriggered' && order.stopPrice !== undefined;
    return (
      <p id={id} className="order-form__outcome" role="status" data-testid="order-placed">
        {waiting
          ? t(order.side === 'buy' ? 'trade.form.placedStopBuy' : 'trade.form.placedStopSell', {
              ...values,
              price: formatPrice(order.stopPrice ?? '0', market, tag),
            })
          : t(order.side === 'buy' ? 'trade.form.placedBuy' : 'trade.form.placedSell', values)}
      </p>
    );
  }
  return <p id={id} className="order-form__outcome" role="status" data-testid="order-feedback" />;
}
