import type { GridBot } from '@vela/contracts/grid';
import type { SpotMarket } from '@vela/contracts/markets';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule, digitsRule } from '../../lib/inputs/rules.ts';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { BacktestPanel } from './backtest-panel.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { gridCalls } from './grid-api.ts';
import { GridField } from './grid-field.tsx';
import { GridPreviewBox } from './grid-preview.tsx';
import {
  checkDraft,
  createRequest,
  type GridField as Field,
  type GridDraft,
  type GridProblems,
  ladderParameters,
  withSuggestion,
} from './model/grid-draft.ts';
import { SuggestionCard } from './suggestion-card.tsx';
import { useGridFormat } from './use-grid-format.ts';
import { VisitorPrompt } from './visitor-prompt.tsx';

const QUOTE_DECIMALS = 8;

export interface GridFormProps {
  market: SpotMarket;
  /** The market's last price; null until known. */
  price: string | null;
  /** The available quote balance; null for a visitor or until loaded. */
  available: string | null;
  signedIn: boolean;
  draft: GridDraft;
  onDraftChange(draft: GridDraft): void;
  onCreated(bot: GridBot): void;
}

/**
 * The create form: the ladder (or the suggested one, in one click), the optional trigger,
 * stop-loss and take-profit, what a stop does with the base, the live preview and the backtest.
 * Problems show under their field as soon as a field holds something wrong (checkDraft: the
 * server's own checks), every required field's on a create; the server's refusal names its
 * fields the same way.
 */
export function GridForm({ market, price, available, signedIn, draft, onDraftChange, onCreated }: GridFormProps) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [server, setServer] = useState<{ key: string; fields: GridProblems } | null>(null);
  const [done, setDone] = useState('');
  const checked = useMemo(
    () => checkDraft(draft, market, price, available, submitted),
    [draft, market, price, available, submitted],
  );
  const problems: GridProblems = { ...checked.problems, ...server?.fields };
  const errorOf = (field: Field) => {
    const key = problems[field];
    return key
      ? t(`grid.errors.${key}`, {
          quote: market.quote,
          min: format.amount(market.minNotional),
          tick: format.amount(market.tickSize),
        })
      : undefined;
  };
  const change = (patch: Partial<GridDraft>) => {
    setServer(null);
    setDone('');
    onDraftChange({ ...draft, ...patch });
  };
  const priceRule = decimalRule(market.pricePrecision);
  const quote = market.quote;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setDone('');
    const local = checkDraft(draft, market, price, available, true);
    if (Object.keys(local.problems).length > 0 || !local.preview) return;
    setPending(true);
    const answer = await gridCalls.create(createRequest(draft));
    setPending(false);
    if (!answer.ok) {
      setServer(answer.problem);
      return;
    }
    setSubmitted(false);
    setDone(t('grid.form.created', { symbol: answer.value.symbol.replace('_', '/') }));
    onCreated(answer.value);
  }

  const backtest = checked.preview && Object.keys(checked.problems).length === 0 ? ladderParameters(draft) : null;

  return (
    <>
      <SuggestionCard
        symbol={draft.symbol}
        quote={quote}
        onUse={(suggestion) => change(withSuggestion(draft, suggestion))}
      />
      <form className="form grid-form" onSubmit={submit} noValidate aria-busy={pending} data-testid="grid-form">
        <div className="grid-form__pair">
          <GridField
            label={t('grid.form.lower', { quote })}
            value={draft.lowerPrice}
            rule={priceRule}
            onChange={(lowerPrice) => change({ lowerPrice })}
            error={errorOf('lowerPrice')}
            testId="grid-lower"
          />
          <GridField
            label={t('grid.form.upper', { quote })}
            value={draft.upperPrice}
            rule={priceRule}
            onChange={(upperPrice) => change({ upperPrice })}
            error={errorOf('upperPrice')}
            testId="grid-upper"
          />
        </div>
        <GridField
          label={t('grid.form.gridCount')}
          value={draft.gridCount}
          rule={digitsRule}
          onChange={(gridCount) => change({ gridCount })}
          hint={t('grid.form.gridCountHint')}
          error={errorOf('gridCount')}
          testId="grid-count"
        />
        <ChoiceGroup
          legend={t('grid.form.spacing')}
          name={`${id}-spacing`}
          value={draft.spacing}
          options={[
            { value: 'arithmetic', label: t('grid.form.arithmetic') },
            { value: 'geometric', label: t('grid.form.geometric') },
          ]}
          onChange={(spacing) => change({ spacing })}
        />
        <GridField
          label={t('grid.form.investment', { quote })}
          value={draft.investment}
          rule={decimalRule(QUOTE_DECIMALS)}
          onChange={(investment) => change({ investment })}
          hint={
            <>
              <span data-testid="grid-available" data-value={available ?? ''}>
                {available === null
                  ? t('grid.form.availableUnknown')
                  : t('grid.form.available', { amount: format.amount(available), quote })}
              </span>{' '}
              {checked.preview && (
                <span data-testid="grid-min-investment" data-value={checked.preview.minInvestment}>
                  {t('grid.form.minInvestment', { amount: format.amount(checked.preview.minInvestment), quote })}
                </span>
              )}
            </>
          }
          error={errorOf('investment')}
          testId="grid-investment"
        />
        <fieldset className="grid-form__optional">
          <legend>{t('grid.form.optional')}</legend>
          <GridField
            label={t('grid.form.trigger', { quote })}
            value={draft.triggerPrice}
            rule={priceRule}
            onChange={(triggerPrice) => change({ triggerPrice })}
            hint={t('grid.form.triggerHint')}
            error={errorOf('triggerPrice')}
            testId="grid-trigger"
          />
          <div className="grid-form__pair">
            <GridField
              label={t('grid.form.stopLoss', { quote })}
              value={draft.stopLossPrice}
              rule={priceRule}
              onChange={(stopLossPrice) => change({ stopLossPrice })}
              hint={t('grid.form.stopLossHint')}
              error={errorOf('stopLossPrice')}
              testId="grid-stop-loss"
            />
            <GridField
              label={t('grid.form.takeProfit', { quote })}
              value={draft.takeProfitPrice}
              rule={priceRule}
              onChange={(takeProfitPrice) => change({ takeProfitPrice })}
              hint={t('grid.form.takeProfitHint')}
              error={errorOf('takeProfitPrice')}
              testId="grid-take-profit"
            />
          </div>
          <ChoiceGroup
            legend={t('grid.form.onStop')}
            name={`${id}-on-stop`}
            value={draft.onStop}
            options={[
              { value: 'sell-base', label: t('grid.stopAction.sell-base', { base: market.base }) },
              { value: 'keep-base', label: t('grid.stopAction.keep-base', { base: market.base }) },
            ]}
            onChange={(onStop) => change({ onStop })}
          />
        </fieldset>
        <GridPreviewBox preview={checked.preview} base={market.base} />
        <FormError
          message={
            (server !== null && Object.keys(server.fields).length === 0 && t(`grid.errors.${server.key}`)) ||
            (submitted && price === null && t('grid.form.priceUnknown'))
          }
        />
        {signedIn ? (
          <SubmitButton
            pending={pending}
            label={t('grid.form.submit')}
            pendingLabel={t('grid.form.submitting')}
            block
          />
        ) : (
          <VisitorPrompt />
        )}
        <p className="grid-form__done" role="status" data-testid="grid-created">
          {done}
        </p>
      </form>
      <BacktestPanel parameters={backtest} quote={quote} />
    </>
  );
}
