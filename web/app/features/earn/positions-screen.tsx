import type { EarnHistoryPage, EarnPosition, EarnProduct, EarnSummary } from '@vela/contracts/earn';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { EarnNav } from './earn-nav.tsx';
import { LoadFailure } from './earn-screen.tsx';
import { HistoryList } from './history-list.tsx';
import { HoldingsStrip } from './holdings-strip.tsx';
import { productName } from './product-name.ts';
import { useEarnHistory } from './use-history.ts';
import { useEarnFormat } from './use-locale-format.ts';
import './earn.css';
import { TableHead } from '../../ui/table-head.tsx';

export interface PositionsScreenProps {
  summary: EarnSummary | null;
  /** Every position, live and closed; null when they could not be read. */
  positions: EarnPosition[] | null;
  products: EarnProduct[] | null;
  history: EarnHistoryPage | null;
}

const isLive = (position: EarnPosition) => position.status === 'pending' || position.status === 'active';

function PositionRow({ position, name }: { position: EarnPosition; name: string }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const amount = (value: string) => `${format.amount(value)} ${position.asset}`;
  return (
    <tr data-testid="earn-position" data-product={position.productId} data-status={position.status}>
      <th scope="row">
        <LocaleLink to={`/earn/${position.productId}`} aria-label={t('earn.positions.manageOf', { product: name })}>
          {name}
        </LocaleLink>
        <span className="earn-badges">
          <span className="earn-badge">{t(`earn.types.${position.type}`)}</span>
        </span>
      </th>
      <td
        className="num"
        data-label={t('earn.positions.amount')}
        data-testid="position-amount"
        data-value={position.amount}
      >
        {amount(position.amount)}
      </td>
      <td className="num" data-label={t('earn.positions.accrued')}>
        {amount(position.accrued)}
      </td>
      <td className="num" data-label={t('earn.positions.yesterday')}>
        {amount(position.yesterdayEarnings)}
      </td>
      <td className="num" data-label={t('earn.positions.totalEarned')}>
        {amount(position.totalEarned)}
      </td>
      <td data-label={t('earn.positions.maturity')}>
        {position.maturesAt ? format.day(position.maturesAt) : t('earn.positions.noMaturity')}
      </td>
      <td data-label={t('earn.positions.status')}>
        {position.status === 'pending'
          ? t('earn.positions.startsAt', { date: format.day(position.startsAt) })
          : t(`earn.positions.states.${position.status}`)}
        {position.autoRenew && ` · ${t('earn.positions.autoRenewOn')}`}
      </td>
    </tr>
  );
}

/** "My earn": totals, live or closed positions with their interest, and the history of every movement. */
export function PositionsScreen({ summary, positions, products, history: firstPage }: PositionsScreenProps) {
  const { t } = useTranslation();
  const { locale } = useEarnFormat();
  const [showing, setShowing] = useState<'live' | 'closed'>('live');
  const history = useEarnHistory(firstPage);
  const names = useMemo(
    () => new Map((products ?? []).map((product) => [product.id, productName(product, locale, t)])),
    [products, locale, t],
  );
  const shown = (positions ?? []).filter((position) => (showing === 'live' ? isLive(position) : !isLive(position)));

  return (
    <div className="earn">
      <header className="earn__head">
        <h1>{t('earn.positions.heading')}</h1>
        <p className="lead">{t('earn.positions.intro')}</p>
      </header>
      <EarnNav />
      {summary && <HoldingsStrip summary={summary} linkToPositions={false} />}
      <section aria-labelledby="earn-positions-heading">
        <div className="earn-section-head">
          <h2 id="earn-positions-heading">{t('earn.positions.listHeading')}</h2>
          <fieldset className="earn-segmented">
            <legend className="visually-hidden">{t('earn.positions.tabs')}</legend>
            {(['live', 'closed'] as const).map((state) => (
              <label key={state} className="earn-segmented__option">
                <input
                  type="radio"
                  name="earn-positions-state"
                  value={state}
                  checked={showing === state}
                  onChange={() => setShowing(state)}
                />
                <span>{t(`earn.positions.${state}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
        {positions === null ? (
          <LoadFailure message={t('earn.positions.error')} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={showing === 'live' ? t('earn.positions.empty') : t('earn.positions.emptyClosed')}
            hint={showing === 'live' ? t('earn.positions.emptyHint') : undefined}
          >
            {showing === 'live' && (
              <LocaleLink to="/earn" className="button button--primary">
                {t('earn.positions.browse')}
              </LocaleLink>
            )}
          </EmptyState>
        ) : (
          <table
            className="data-table data-table--cards earn-table earn-table--positions"
            aria-labelledby="earn-positions-heading"
          >
            <TableHead
              columns={[
                { label: t('earn.positions.product') },
                { label: t('earn.positions.amount'), num: true },
                { label: t('earn.positions.accrued'), num: true },
                { label: t('earn.positions.yesterday'), num: true },
                { label: t('earn.positions.totalEarned'), num: true },
                { label: t('earn.positions.maturity') },
                { label: t('earn.positions.status') },
              ]}
            />
            <tbody>
              {shown.map((position) => (
                <PositionRow
                  key={position.id}
                  position={position}
                  name={names.get(position.productId) ?? position.productId}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <HistoryList history={history} names={names} />
    </div>
  );
}
