import type { EarnProduct, SharkfinTerms } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { useTicker } from '../../state/use-live-tickers.ts';
import { PayoffChart } from './payoff-chart.tsx';
import { useEarnFormat } from './use-locale-format.ts';

/** The spot market whose ticker gives the underlying's live price (BTC_USDT). */
export function underlyingSymbol(terms: SharkfinTerms): string {
  return /^[A-Z0-9]+_[A-Z0-9]+$/.test(terms.indexSymbol) ? terms.indexSymbol : `${terms.underlying}_USDT`;
}

/** The live price: the spot ticker of the underlying once the feed has it, else the platform's last index price. */
export function useUnderlyingPrice(terms: SharkfinTerms): string | null {
  return useTicker(underlyingSymbol(terms), undefined)?.last ?? terms.lastPrice;
}

function Outcome({ terms }: { terms: SharkfinTerms }) {
  const { t } = useTranslation();
  if (terms.stayedInside === null) return <>{t('earn.sharkfin.notStarted')}</>;
  return <>{terms.stayedInside ? t('earn.sharkfin.inside') : t('earn.sharkfin.outside')}</>;
}

/** A sharkfin's range, the underlying's live price, base and high rates, the term and the payoff chart. */
export function SharkfinPanel({ product, terms, name }: { product: EarnProduct; terms: SharkfinTerms; name: string }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const price = useUnderlyingPrice(terms);
  const symbol = underlyingSymbol(terms).replace('_', '/');
  return (
    <div className="earn-sharkfin" data-testid="sharkfin-panel" data-product={product.id}>
      <dl className="earn-facts earn-facts--compact">
        <div>
          <dt>{t('earn.sharkfin.livePrice', { symbol })}</dt>
          <dd data-testid="sharkfin-price" data-value={price ?? ''} aria-live="off">
            {price ? format.price(price) : t('earn.sharkfin.noPrice')}
          </dd>
        </div>
        <div>
          <dt>{t('earn.sharkfin.range')}</dt>
          <dd>
            {t('earn.sharkfin.rangeValue', { low: format.price(terms.rangeLow), high: format.price(terms.rangeHigh) })}
          </dd>
        </div>
        <div>
          <dt>{t('earn.sharkfin.base')}</dt>
          <dd>{format.apr(terms.baseApr)}</dd>
        </div>
        <div>
          <dt>{t('earn.sharkfin.high')}</dt>
          <dd>{format.apr(terms.highApr)}</dd>
        </div>
        <div>
          <dt>{t('timeZone.heading', { heading: t('earn.sharkfin.subscribeBy'), zone: format.time.label })}</dt>
          <dd>{format.day(terms.startsAt)}</dd>
        </div>
        <div>
          <dt>{t('timeZone.heading', { heading: t('earn.sharkfin.termDates'), zone: format.time.label })}</dt>
          <dd>{t('earn.sharkfin.termValue', { from: format.day(terms.startsAt), to: format.day(terms.maturesAt) })}</dd>
        </div>
        {terms.observedLow !== null && terms.observedHigh !== null && (
          <div>
            <dt>{t('earn.sharkfin.observed')}</dt>
            <dd>
              {t('earn.sharkfin.observedValue', {
                low: format.price(terms.observedLow),
                high: format.price(terms.observedHigh),
              })}{' '}
              (<Outcome terms={terms} />)
            </dd>
          </div>
        )}
      </dl>
      <PayoffChart terms={terms} price={price} productName={name} />
    </div>
  );
}
