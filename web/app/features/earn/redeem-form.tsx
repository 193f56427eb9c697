import type { EarnPosition, EarnProduct, EarnRedeemResponse } from '@vela/contracts/earn';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimals } from '../../lib/format/exact-decimal.ts';
import { FormError } from '../../ui/form-parts.tsx';
import { AmountField } from './amount-field.tsx';
import { earnCalls } from './earn-api.ts';
import { redeemProblem } from './model/amount-check.ts';
import type { EarnProblem } from './model/problems.ts';
import { problemText, problemValues } from './subscribe-form.tsx';
import { useEarnFormat } from './use-locale-format.ts';
import { useSpotBalance } from './use-spot-balance.ts';

export interface RedeemFormProps {
  product: EarnProduct;
  position: EarnPosition;
  /** With what to tell the user: the form may be gone once the position is. */
  onRedeemed(response: EarnRedeemResponse, message: string): void;
}

/**
 * Taking a position back to spot. Flexible: any amount up to the position. Fixed with early
 * redemption: the whole position, the accrued interest forfeited, said before the button.
 * Otherwise the date it is paid out.
 */
export function RedeemForm({ product, position, onRedeemed }: RedeemFormProps) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const id = useId();
  const { apply } = useSpotBalance(position.asset);
  const flexible = position.type === 'flexible';
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<EarnProblem | null>(null);
  const [pending, setPending] = useState(false);
  const asset = position.asset;
  const message = problemText(problem, t, problemValues(product, format, position.amount));

  if (!position.redeemable) {
    const date = position.maturesAt ? format.day(position.maturesAt) : '';
    return (
      <p className="earn-position__locked">
        {position.type === 'sharkfin' ? t('earn.redeem.atMaturity', { date }) : t('earn.redeem.locked', { date })}
      </p>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = flexible ? amount : position.amount;
    const local = flexible ? redeemProblem(wanted, position.amount) : null;
    setProblem(local);
    if (local) return;
    setPending(true);
    const answer = await earnCalls.redeem({ positionId: position.id, amount: wanted });
    setPending(false);
    if (!answer.ok) {
      setProblem(answer.problem);
      return;
    }
    const { principal, interest, spot } = answer.value;
    apply(spot);
    setAmount('');
    onRedeemed(
      answer.value,
      compareDecimals(interest, '0') > 0
        ? t('earn.redeem.doneInterest', { amount: format.amount(principal), interest: format.amount(interest), asset })
        : t('earn.redeem.done', { amount: format.amount(principal), asset }),
    );
  }

  return (
    <form className="form earn-form" onSubmit={submit} noValidate aria-busy={pending} data-testid="redeem-form">
      {flexible ? (
        <AmountField
          id={`${id}-amount`}
          label={t('earn.redeem.amount', { asset })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            if (problem?.field === 'amount') setProblem(null);
          }}
          max={{ text: t('earn.redeem.max'), label: t('earn.redeem.maxLabel'), value: position.amount }}
          hint={t('earn.redeem.held', { amount: format.amount(position.amount), asset })}
          error={problem?.field === 'amount' ? message : undefined}
          testId="redeem-amount"
        />
      ) : (
        <p className="earn-form__warning">
          {t('earn.redeem.earlyWarning', {
            amount: format.amount(position.amount),
            accrued: format.amount(position.accrued),
            asset,
          })}
        </p>
      )}
      <FormError message={(!flexible || problem?.field !== 'amount') && message} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('earn.redeem.submitting') : flexible ? t('earn.redeem.submit') : t('earn.redeem.earlyConfirm')}
      </button>
    </form>
  );
}
