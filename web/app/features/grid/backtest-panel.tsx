import type { GridBacktest, GridBacktestQuery } from '@vela/contracts/grid';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/form-parts.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { gridCalls } from './grid-api.ts';
import { useGridFormat } from './use-grid-format.ts';

type Days = '7' | '30';

/**
 * A run of the form's parameters over the stored history (7 or 30 days), asked for with a button;
 * `parameters` is null while the form has a problem. A result belongs to the parameters it was
 * run with: changing them clears it.
 */
export function BacktestPanel({
  parameters,
  quote,
}: {
  parameters: Omit<GridBacktestQuery, 'days'> | null;
  quote: string;
}) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const name = useId();
  const [days, setDays] = useState<Days>('7');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<GridBacktest | null>(null);
  const [problem, setProblem] = useState('');
  const key = parameters ? JSON.stringify(parameters) : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of parameters or days clears the last run
  useEffect(() => {
    setResult(null);
    setProblem('');
  }, [key, days]);

  async function run() {
    if (!parameters) return;
    setPending(true);
    setProblem('');
    const answer = await gridCalls.backtest({ ...parameters, days: Number(days) });
    setPending(false);
    if (answer.ok) setResult(answer.value);
    else setProblem(t(`grid.errors.${answer.problem.key}`));
  }

  const money = (value: string) => `${format.signed(value)} ${quote}`;
  return (
    <section className="grid-backtest" aria-labelledby={`${name}-title`} data-testid="grid-backtest">
      <h3 id={`${name}-title`}>{t('grid.backtest.title')}</h3>
      <ChoiceGroup
        legend={t('grid.backtest.period')}
        name={`${name}-days`}
        value={days}
        options={[
          { value: '7', label: t('grid.backtest.days7') },
          { value: '30', label: t('grid.backtest.days30') },
        ]}
        onChange={setDays}
      />
      <button
        type="button"
        className="button"
        onClick={run}
        disabled={!parameters || pending}
        data-testid="grid-backtest-run"
      >
        {pending ? t('grid.backtest.running') : t('grid.backtest.run')}
      </button>
      {!parameters && <p className="grid-muted">{t('grid.backtest.needsParameters')}</p>}
      <FormError message={problem} />
      {result && (
        <dl className="grid-figures" data-testid="grid-backtest-result" aria-live="polite">
          <dt>{t('grid.backtest.gridProfit')}</dt>
          <dd data-testid="backtest-grid-profit">{money(result.gridProfit)}</dd>
          <dt>{t('grid.backtest.rounds')}</dt>
          <dd data-testid="backtest-rounds">{result.roundsCompleted}</dd>
          <dt>{t('grid.backtest.finalValue')}</dt>
          <dd>{`${format.amount(result.finalValue)} ${quote}`}</dd>
          <dt>{t('grid.backtest.totalPnl')}</dt>
          <dd>{money(result.totalPnl)}</dd>
          <dt>{t('grid.backtest.maxDrawdown')}</dt>
          <dd>{format.rate(result.maxDrawdown)}</dd>
          <dt>{t('grid.backtest.span')}</dt>
          <dd>{t('grid.backtest.spanValue', { from: format.stamp(result.from), to: format.stamp(result.to) })}</dd>
        </dl>
      )}
    </section>
  );
}
