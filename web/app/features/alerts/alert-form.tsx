import type { AlertMarket, AlertPriceSource, PriceAlertRequest } from '@vela/contracts/alerts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFixed } from '../../lib/format/number.ts';
import { decimalRule } from '../../lib/inputs/rules.ts';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import { type AlertDraft, checkDraft, type DraftProblem } from './alert-draft.ts';
import type { AlertFailure } from './alerts-api.ts';

export interface AlertFormMarket {
  symbol: string;
  /** A spot pair unless 'futures' (a perpetual: its last or mark price). */
  market?: AlertMarket;
  quote: string;
  pricePrecision: number;
}

interface AlertFormProps {
  market: AlertFormMarket;
  /** The pair's last price as the terminal shows it; undefined until known. */
  lastPrice: string | undefined;
  /** A perpetual's mark price; undefined until known (and for a spot pair). */
  markPrice?: string | undefined;
  tag: string;
  limit: number;
  onCreate(request: PriceAlertRequest, lastPrice: string): Promise<AlertFailure | null>;
}

/** Percentages keep two decimals, as the server takes them. */
const percentRule = decimalRule(2);

/**
 * Condition, price or move, and the price to compare with (the last price; on a perpetual, the last
 * or the mark price as chosen); checked before it is sent.
 */
export function AlertForm({ market, lastPrice: tradePrice, markPrice, tag, limit, onCreate }: AlertFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const priceRule = useMemo(() => decimalRule(market.pricePrecision), [market.pricePrecision]);
  const [draft, setDraft] = useState<AlertDraft>({ condition: 'above', price: '', percent: '', direction: 'either' });
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [result, setResult] = useState<{ kind: 'created' } | { kind: 'failed'; failure: AlertFailure } | null>(null);
  const [sending, setSending] = useState(false);
  const futures = market.market === 'futures';
  const [source, setSource] = useState<AlertPriceSource>('last');
  const lastPrice = source === 'mark' ? markPrice : tradePrice;
  const change = (next: Partial<AlertDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkDraft(market.symbol, draft, lastPrice);
    setResult(null);
    if (!checked.ok || lastPrice === undefined) {
      setProblem(checked.ok ? null : checked);
      return;
    }
    setSending(true);
    const request = futures ? { ...checked.request, market: 'futures' as const, priceSource: source } : checked.request;
    const failure = await onCreate(request, lastPrice);
    setSending(false);
    setResult(failure ? { kind: 'failed', failure } : { kind: 'created' });
    if (!failure) setDraft((current) => ({ ...current, price: '', percent: '' }));
  };

  const errorId = `${id}-error`;
  const move = draft.condition === 'move';
  return (
    <form className="alert-form" onSubmit={submit} noValidate>
      {futures && (
        <div className="field">
          <label htmlFor={`${id}-source`}>{t('alerts.form.priceSource')}</label>
          <select
            id={`${id}-source`}
            value={source}
            onChange={(event) => {
              setSource(event.target.value as AlertPriceSource);
              setProblem(null);
            }}
          >
            {(['last', 'mark'] as const).map((choice) => (
              <option key={choice} value={choice}>
                {t(`alerts.form.priceSources.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="alert-form__last num" data-testid="alert-last-price">
        {t(source === 'mark' ? 'alerts.form.mark' : 'alerts.form.last', {
          price: lastPrice ? formatFixed(lastPrice, market.pricePrecision, tag) : '—',
        })}
      </p>
      <div className="field">
        <label htmlFor={`${id}-condition`}>{t('alerts.form.condition')}</label>
        <select
          id={`${id}-condition`}
          value={draft.condition}
          onChange={(event) => change({ condition: event.target.value as AlertDraft['condition'] })}
        >
          {(['above', 'below', 'move'] as const).map((condition) => (
            <option key={condition} value={condition}>
              {t(`alerts.form.conditions.${condition}`)}
            </option>
          ))}
        </select>
      </div>
      {move ? (
        <div className="alert-form__move">
          <div className="field">
            <label htmlFor={`${id}-percent`}>{t('alerts.form.percent')}</label>
            <FilteredInput
              id={`${id}-percent`}
              rule={percentRule}
              value={draft.percent}
              onValueChange={(percent) => change({ percent })}
              autoComplete="off"
              aria-invalid={problem?.field === 'percent' || undefined}
              aria-describedby={problem?.field === 'percent' ? errorId : `${id}-move-hint`}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-direction`}>{t('alerts.form.direction')}</label>
            <select
              id={`${id}-direction`}
              value={draft.direction}
              onChange={(event) => change({ direction: event.target.value as AlertDraft['direction'] })}
            >
              {(['either', 'up', 'down'] as const).map((direction) => (
                <option key={direction} value={direction}>
                  {t(`alerts.form.directions.${direction}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="field__hint alert-form__hint" id={`${id}-move-hint`}>
            {t('alerts.form.moveHint')}
          </p>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-price`}>{t('alerts.form.price', { asset: market.quote })}</label>
          <FilteredInput
            id={`${id}-price`}
            rule={priceRule}
            value={draft.price}
            onValueChange={(price) => change({ price })}
            autoComplete="off"
            aria-invalid={problem?.field === 'price' || undefined}
            aria-describedby={problem?.field === 'price' ? errorId : undefined}
          />
        </div>
      )}
      {problem && (
        <p className="field__error" id={errorId} role="alert">
          {t(`alerts.form.problems.${problem.problem}`)}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button drops the focus, and Escape then no longer closes the panel. */}
      <button type="submit" className="button button--primary button--block" aria-disabled={sending || undefined}>
        {sending ? t('alerts.form.sending') : t('alerts.form.submit')}
      </button>
      <p className="alert-form__result" role="status" data-testid="alert-form-result">
        {result?.kind === 'created' && t('alerts.form.created')}
        {result?.kind === 'failed' && t(`alerts.errors.${result.failure}`, { limit })}
      </p>
    </form>
  );
}
