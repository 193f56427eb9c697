import type { SharkfinTerms } from '@vela/contracts/earn';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { payoffBox, payoffGeometry } from './model/payoff.ts';
import { useEarnFormat } from './use-locale-format.ts';

export interface PayoffChartProps {
  terms: SharkfinTerms;
  /** The underlying's price now, when known. */
  price: string | null;
  productName: string;
}

/**
 * APR against the underlying's price, drawn by hand: the base rate outside the range, the high
 * rate inside, the live price as a dashed line. The caption says the same in words.
 */
export function PayoffChart({ terms, price, productName }: PayoffChartProps) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const id = useId();
  const chart = payoffGeometry({
    low: terms.rangeLow,
    high: terms.rangeHigh,
    baseApr: terms.baseApr,
    highApr: terms.highApr,
    price,
  });
  const description = t('earn.sharkfin.chartDescription', {
    underlying: terms.underlying,
    high: format.apr(terms.highApr),
    base: format.apr(terms.baseApr),
    low: format.price(terms.rangeLow),
    top: format.price(terms.rangeHigh),
    now: price ? t('earn.sharkfin.chartNow', { price: format.price(price) }) : '',
  });
  const plotRight = payoffBox.width - payoffBox.right;
  return (
    <figure className="earn-payoff" data-testid="payoff-chart">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="earn-payoff__svg"
      >
        <title id={`${id}-title`}>{t('earn.sharkfin.chartTitle', { product: productName })}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <rect
          className="earn-payoff__band"
          x={chart.rangeLeft}
          y={payoffBox.top}
          width={chart.rangeRight - chart.rangeLeft}
          height={chart.axisY - payoffBox.top}
        />
        <line className="earn-payoff__axis" x1={payoffBox.left} y1={chart.axisY} x2={plotRight} y2={chart.axisY} />
        <line
          className="earn-payoff__axis"
          x1={payoffBox.left}
          y1={payoffBox.top}
          x2={payoffBox.left}
          y2={chart.axisY}
        />
        <path className="earn-payoff__line" d={chart.line} />
        <text className="earn-payoff__label" x={payoffBox.left - 4} y={chart.highY + 4} textAnchor="end">
          {format.apr(terms.highApr)}
        </text>
        <text className="earn-payoff__label" x={payoffBox.left - 4} y={chart.baseY + 4} textAnchor="end">
          {format.apr(terms.baseApr)}
        </text>
        <text className="earn-payoff__label" x={chart.rangeLeft} y={chart.axisY + 16} textAnchor="middle">
          {format.price(terms.rangeLow)}
        </text>
        <text className="earn-payoff__label" x={chart.rangeRight} y={chart.axisY + 16} textAnchor="middle">
          {format.price(terms.rangeHigh)}
        </text>
        {chart.priceX !== undefined && (
          <line
            className="earn-payoff__price"
            x1={chart.priceX}
            y1={payoffBox.top}
            x2={chart.priceX}
            y2={chart.axisY}
            data-testid="payoff-price"
          />
        )}
      </svg>
      <figcaption className="earn-payoff__caption">{description}</figcaption>
    </figure>
  );
}
