import type { GridBot } from '@vela/contracts/grid';
import Big from 'big.js';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../lib/inputs/rules.ts';
import { FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { gridCalls } from './grid-api.ts';
import { GridField } from './grid-field.tsx';
import type { GridProblems } from './model/grid-draft.ts';
import { StopDialog } from './stop-dialog.tsx';
import { useGridFormat } from './use-grid-format.ts';

const PRICE = /^\d{1,20}(\.\d{1,18})?$/;

/** What changing the stop-loss and take-profit may not be: a bad number, a stop inside the range. */
export function modifyProblems(bot: GridBot, stopLoss: string, takeProfit: string): GridProblems {
  const problems: GridProblems = {};
  if (stopLoss !== '' && !PRICE.test(stopLoss)) problems.stopLossPrice = 'priceInvalid';
  else if (stopLoss !== '' && !new Big(stopLoss).lt(bot.lowerPrice)) problems.stopLossPrice = 'stopLossNotBelowLower';
  if (takeProfit !== '' && !PRICE.test(takeProfit)) problems.takeProfitPrice = 'priceInvalid';
  else if (takeProfit !== '' && !new Big(takeProfit).gt(bot.upperPrice))
    problems.takeProfitPrice = 'takeProfitNotAboveUpper';
  return problems;
}

function ModifyForm({ bot, onChanged }: { bot: GridBot; onChanged(bot: GridBot): void }) {
  const { t } = useTranslation();
  const quote = bot.symbol.split('_')[1] ?? '';
  const [stopLoss, setStopLoss] = useState(bot.stopLossPrice ?? '');
  const [takeProfit, setTakeProfit] = useState(bot.takeProfitPrice ?? '');
  const [problems, setProblems] = useState<GridProblems>({});
  const [formProblem, setFormProblem] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState('');
  const rule = decimalRule(18);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    setFormProblem('');
    const local = modifyProblems(bot, stopLoss, takeProfit);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    const answer = await gridCalls.modify(bot.id, {
      stopLossPrice: stopLoss === '' ? null : stopLoss,
      takeProfitPrice: takeProfit === '' ? null : takeProfit,
    });
    setPending(false);
    if (!answer.ok) {
      setProblems(answer.problem.fields);
      if (Object.keys(answer.problem.fields).length === 0) setFormProblem(t(`grid.errors.${answer.problem.key}`));
      return;
    }
    setDone(t('grid.modify.saved'));
    onChanged(answer.value);
  }

  const error = (key: string | undefined) => (key ? t(`grid.errors.${key}`) : undefined);
  return (
    <form className="form grid-modify" onSubmit={submit} noValidate aria-busy={pending} data-testid="grid-modify">
      <h4>{t('grid.modify.title')}</h4>
      <div className="grid-form__pair">
        <GridField
          label={t('grid.form.stopLoss', { quote })}
          value={stopLoss}
          rule={rule}
          onChange={setStopLoss}
          hint={t('grid.modify.emptyRemoves')}
          error={error(problems.stopLossPrice)}
          testId="grid-modify-stop-loss"
        />
        <GridField
          label={t('grid.form.takeProfit', { quote })}
          value={takeProfit}
          rule={rule}
          onChange={setTakeProfit}
          error={error(problems.takeProfitPrice)}
          testId="grid-modify-take-profit"
        />
      </div>
      <FormError message={formProblem} />
      <SubmitButton pending={pending} label={t('grid.modify.save')} pendingLabel={t('grid.modify.saving')} />
      <p role="status">{done}</p>
    </form>
  );
}

/** One bot's levels, balances and times, with Modify (stop-loss, take-profit) and Stop while it runs. */
export function BotDetail({ bot, onChanged }: { bot: GridBot; onChanged(bot: GridBot): void }) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const [base, quote] = bot.symbol.split('_') as [string, string];
  const [stopping, setStopping] = useState(false);
  const stamp = (value: string | null) => (value ? format.stamp(value) : t('grid.detail.never'));
  return (
    <div className="grid-detail" data-testid="grid-bot-detail">
      <dl className="grid-figures">
        <dt>{t('grid.detail.gridProfit')}</dt>
        <dd>{`${format.signed(bot.gridProfit)} ${quote}`}</dd>
        <dt>{t('grid.detail.floatingPnl')}</dt>
        <dd>{`${format.signed(bot.floatingPnl)} ${quote}`}</dd>
        <dt>{t('grid.detail.balances')}</dt>
        <dd>{`${format.amount(bot.baseBalance)} ${base} · ${format.amount(bot.quoteBalance)} ${quote}`}</dd>
        <dt>{t('grid.detail.orderQuantity')}</dt>
        <dd>{`${format.amount(bot.orderQuantity)} ${base}`}</dd>
        <dt>{t('grid.detail.stops')}</dt>
        <dd>
          {t('grid.detail.stopsValue', {
            stopLoss: bot.stopLossPrice ? format.amount(bot.stopLossPrice) : '—',
            takeProfit: bot.takeProfitPrice ? format.amount(bot.takeProfitPrice) : '—',
            action: t(`grid.stopAction.${bot.onStop}`, { base }),
          })}
        </dd>
        <dt>{t('grid.detail.created')}</dt>
        <dd>{stamp(bot.createdAt)}</dd>
        <dt>{t('grid.detail.started')}</dt>
        <dd>{bot.startedAt ? stamp(bot.startedAt) : t('grid.detail.waitingTrigger')}</dd>
        <dt>{t('grid.detail.stopped')}</dt>
        <dd>{stamp(bot.stoppedAt)}</dd>
      </dl>
      <h4>{t('grid.detail.levels', { levels: bot.levels.length })}</h4>
      <ol className="grid-levels" data-testid="grid-levels">
        {[...bot.levels].reverse().map((level) => (
          <li key={level}>{format.amount(level)}</li>
        ))}
      </ol>
      {bot.status !== 'stopped' && (
        <>
          <ModifyForm bot={bot} onChanged={onChanged} />
          <button type="button" className="button" onClick={() => setStopping(true)} data-testid="grid-stop">
            {t('grid.stop.open')}
          </button>
          <StopDialog bot={bot} open={stopping} onClose={() => setStopping(false)} onStopped={onChanged} />
        </>
      )}
    </div>
  );
}
