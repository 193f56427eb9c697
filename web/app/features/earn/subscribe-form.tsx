import type { EarnProduct, EarnSubscribeResponse } from '@vela/contracts/earn';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { AmountField } from './amount-field.tsx';
import { earnCalls } from './earn-api.ts';
import { subscribeProblem } from './model/amount-check.ts';
import { addedDailyInterest, interestForDays, subscribableMax } from './model/estimate.ts';
import type { EarnProblem } from './model/problems.ts';
import { useEarnFormat } from './use-locale-format.ts';
import { useSpotBalance } from './use-spot-balance.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

function Estimate({ product, amount, held }: { product: EarnProduct; amount: string; held: string }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const asset = product.asset;
  const valid = /[1-9]/.test(amount);
  const zero = format.amount('0');
  let text: string;
  if (product.sharkfin && product.termDays !== null) {
    const at = (apr: string) =>
      valid ? format.amount(interestForDays([{ upTo: null, apr }], amount, product.termDays ?? 0)) : zero;
    text = t('earn.subscribe.estimateSharkfin', {
      base: at(product.sharkfin.baseApr),
      high: at(product.sharkfin.highApr),
      asset,
    });
  } else if (product.termDays !== null) {
    const interest = valid ? format.amount(interestForDays(product.tiers, amount, product.termDays)) : zero;
    text = t('earn.subscribe.estimateTerm', { days: product.termDays, amount: interest, asset });
  } else {
    const interest = valid ? format.amount(addedDailyInterest(product.tiers, held, amount)) : zero;
    text = t('earn.subscribe.estimateDaily', { amount: interest, asset });
  }
  return (
    <div className="earn-estimate" aria-live="polite">
      <p data-testid="subscribe-estimate">{text}</p>
      <p className="form__note">{t('earn.subscribe.estimateNote')}</p>
    </div>
  );
}

/** The values every earn error message may name, from the product. */
export function problemValues(product: EarnProduct, format: ReturnType<typeof useEarnFormat>, held = '0') {
  return {
    asset: product.asset,
    min: format.amount(product.minAmount),
    max: product.maxAmount === null ? '' : format.amount(product.maxAmount),
    left: format.amount(product.quotaLeft ?? '0'),
    room: format.amount(product.userQuotaLeft ?? '0'),
    held: format.amount(held),
  };
}

export function problemText(problem: EarnProblem | null, t: Translate, values: Record<string, string>) {
  return problem ? t(problem.key, values) : undefined;
}

export interface SubscribeFormProps {
  product: EarnProduct;
  /** The principal of the user's live position in a flexible product (a top-up joins it), else '0'. */
  held: string;
  onSubscribed(response: EarnSubscribeResponse): void;
}

/** Amount (filtered to the earn precision, with "max"), the estimate, auto-renew where offered, and the send. */
export function SubscribeForm({ product, held, onSubscribed }: SubscribeFormProps) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const id = useId();
  const { available, apply } = useSpotBalance(product.asset);
  const [amount, setAmount] = useState('');
  const [autoRenew, setAutoRenew] = useState(false);
  const [problem, setProblem] = useState<EarnProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState('');
  const asset = product.asset;
  const max = subscribableMax([available, product.maxAmount, product.quotaLeft, product.userQuotaLeft]);
  const message = problemText(problem, t, problemValues(product, format, held));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const local = subscribeProblem(amount, {
      minAmount: product.minAmount,
      maxAmount: product.maxAmount,
      quotaLeft: product.quotaLeft,
      userQuotaLeft: product.userQuotaLeft,
      available,
    });
    setProblem(local);
    if (local) return;
    setPending(true);
    const answer = await earnCalls.subscribe({
      productId: product.id,
      amount,
      ...(product.autoRenewAllowed ? { autoRenew } : {}),
    });
    setPending(false);
    if (!answer.ok) {
      setProblem(answer.problem);
      return;
    }
    apply(answer.value.spot);
    setDone(t('earn.subscribe.done', { amount: format.amount(amount), asset }));
    setAmount('');
    onSubscribed(answer.value);
  }

  const limits =
    product.maxAmount === null
      ? t('earn.subscribe.limitsNoMax', { min: format.amount(product.minAmount), asset })
      : t('earn.subscribe.limits', {
          min: format.amount(product.minAmount),
          max: format.amount(product.maxAmount),
          asset,
        });

  return (
    <form className="form earn-form" onSubmit={submit} noValidate aria-busy={pending} data-testid="subscribe-form">
      <AmountField
        id={`${id}-amount`}
        label={t('earn.subscribe.amount', { asset })}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          if (problem?.field === 'amount') setProblem(null);
        }}
        max={{ text: t('earn.subscribe.max'), label: t('earn.subscribe.maxLabel'), value: max }}
        hint={
          <>
            <span data-testid="subscribe-available" data-value={available ?? ''}>
              {available === null
                ? t('earn.subscribe.availableUnknown')
                : t('earn.subscribe.available', { amount: format.amount(available), asset })}
            </span>
            <span className="earn-form__limits">{limits}</span>
          </>
        }
        error={problem?.field === 'amount' ? message : undefined}
        testId="subscribe-amount"
      />
      <Estimate product={product} amount={amount} held={held} />
      {product.autoRenewAllowed && (
        <div className="field">
          <label className="earn-check">
            <input
              type="checkbox"
              checked={autoRenew}
              onChange={(event) => setAutoRenew(event.target.checked)}
              aria-invalid={problem?.field === 'autoRenew' ? true : undefined}
              aria-describedby={problem?.field === 'autoRenew' ? `${id}-renew-error` : undefined}
            />
            {t('earn.subscribe.autoRenew')}
          </label>
          <FieldError id={`${id}-renew-error`} error={problem?.field === 'autoRenew' && message} />
        </div>
      )}
      <FormError message={!problem?.field && message} />
      <SubmitButton
        pending={pending}
        label={t('earn.subscribe.submit')}
        pendingLabel={t('earn.subscribe.submitting')}
        block
      />
      <p className="earn-form__done" role="status" data-testid="subscribe-done">
        {done}
      </p>
    </form>
  );
}
