import type { FundingRate } from '@vela/contracts/futures';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format/datetime.ts';
import { useTimeZone } from '../../../../state/time-zone.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { formatPrice } from '../../shared/model/format.ts';
import { Empty, LoadFailed, Loading } from '../../shared/panel-states.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { contractCode } from '../contract-name.ts';
import { futuresCalls } from '../form/futures-calls.ts';
import { formatSignedRatio, signClass } from '../form/model/money-format.ts';
import { useFuturesTerminal } from '../futures-context.tsx';

/** How many of the latest rounds the dialog shows (8-hourly: a month of funding). */
const ROUNDS_SHOWN = 100;

type Rates = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rates: readonly FundingRate[] };

function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The rates as bars on lightweight-charts, loaded with the chart library when the dialog shows them. */
function FundingChart({ rates }: { rates: readonly FundingRate[] }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { zone } = useTimeZone();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let remove: (() => void) | undefined;
    let current = true;
    void import('./funding-rate-chart.ts').then(({ drawFundingChart }) => {
      if (!current || !container.current) return;
      remove = drawFundingChart(container.current, rates, {
        up: cssColor('--up'),
        down: cssColor('--down'),
        text: cssColor('--text-secondary'),
        grid: cssColor('--border'),
        localeTag: tag,
        timeZone: zone,
      });
    });
    return () => {
      current = false;
      remove?.();
    };
  }, [rates, tag, zone]);
  return (
    <div
      ref={container}
      className="funding-history__chart"
      role="img"
      aria-label={t('futures.fundingHistory.chart')}
      data-testid="funding-history-chart"
    />
  );
}

/**
 * The funding rounds the platform applied to the terminal's contract: a bar chart of the rates and
 * the exact rates and marks in a table, newest first. Read when the dialog opens.
 */
export function FundingHistoryDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { contract } = useFuturesTerminal();
  const tag = useLocaleTag();
  const { zone, label } = useTimeZone();
  const [rates, setRates] = useState<Rates>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) reads again
  useEffect(() => {
    let current = true;
    void futuresCalls()
      .then((api) => api.fetchFundingRates({ symbol: contract.symbol, limit: ROUNDS_SHOWN }))
      .then((result) => {
        if (current) setRates(result.ok ? { status: 'ready', rates: result.value.rates } : { status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [contract.symbol, attempt]);

  const retry = () => {
    setRates({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futures.fundingHistory.title', { contract: contractCode(contract) })}
      closeLabel={t('futuresAccount.close')}
      className="futures-dialog funding-history"
    >
      <div className="futures-dialog__body">
        {rates.status === 'loading' && <Loading />}
        {rates.status === 'error' && <LoadFailed onRetry={retry} />}
        {rates.status === 'ready' && rates.rates.length === 0 && <Empty text={t('futures.fundingHistory.empty')} />}
        {rates.status === 'ready' && rates.rates.length > 0 && (
          <>
            <FundingChart rates={rates.rates} />
            <div className="funding-history__table">
              <table className="data-table" data-testid="funding-history-table">
                <thead>
                  <tr>
                    <th scope="col">
                      {t('timeZone.heading', { heading: t('futures.fundingHistory.time'), zone: label })}
                    </th>
                    <th scope="col" className="num">
                      {t('futures.fundingHistory.rate')}
                    </th>
                    <th scope="col" className="num">
                      {t('futures.fundingHistory.markPrice')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rates.rates.map((rate) => (
                    <tr key={rate.fundingTime}>
                      <th scope="row">{formatTimestamp(rate.fundingTime, zone)}</th>
                      <td className={`num ${signClass(rate.rate) ?? ''}`}>{formatSignedRatio(rate.rate, tag, 4)}</td>
                      <td className="num">{formatPrice(rate.markPrice, contract, tag)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
