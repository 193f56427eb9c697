import type { OrderSide } from '@vela/contracts/futures-margin';
import type { FuturesOrder } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import { LocaleLink } from '../../../../ui/locale-link.tsx';
import { newClientOrderId } from '../../shared/form/client-order-id.ts';
import { Segmented } from '../../shared/form/segmented.tsx';
import { VisitorActions } from '../../shared/form/visitor-actions.tsx';
import { formatAmount } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { FieldMessages } from './field-messages.tsx';
import { futuresCalls } from './futures-calls.ts';
import type { FuturesOrderFormState } from './futures-order-form-store.ts';
import { KycNotice } from './kyc-notice.tsx';
import { MarginControls } from './margin-controls.tsx';
import { tierMaxLeverage } from './model/leverage.ts';
import { formatUsdt } from './model/money-format.ts';
import type { FuturesFormField, FuturesOrderDraft, FuturesOrderTab, StopKind } from './model/order-draft.ts';
import { evaluateFuturesOrder, orderRequest } from './model/order-evaluation.ts';
import { refusalMessageKey } from './model/refusal-message.ts';
import { OrderFields } from './order-fields.tsx';
import { outcomeKey } from './order-outcome.ts';
import { acceptRisk, riskAccepted } from './risk-consent.ts';
import { RiskDialog } from './risk-dialog.tsx';
import { SideActions } from './side-actions.tsx';
import { useDraft } from './use-draft.ts';
import { useOrderInputs } from './use-order-inputs.ts';
import '../futures-trading.css';

type Outcome = { kind: 'placed'; order: FuturesOrder } | { kind: 'failed'; failure: FuturesFailure };

function draftOf(state: FuturesOrderFormState): FuturesOrderDraft {
  const { touched: _touched, attempted: _attempted, ...draft } = state;
  return draft;
}

/**
 * The futures order form: margin mode and leverage, limit / market / stop orders with their
 * options and TP/SL, and buy/long and sell/short each with its cost, largest size and estimated
 * liquidation price, checked by the shared margin formulas before anything is sent. The first
 * order of a browser asks for the risk notice to be confirmed; a visitor sees log in and sign up.
 */
export function FuturesOrderForm() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { contract, form, account } = useFuturesTerminal();
  const signedIn = useAppStore((state) => state.user !== null);
  const { live, account: orderAccount, accountKnown } = useOrderInputs();
  const draft = useDraft(useShallow((state) => draftOf(state)));
  const touched = useDraft((state) => state.touched);
  const attempted = useDraft((state) => state.attempted);
  const [submitting, setSubmitting] = useState<OrderSide | undefined>(undefined);
  const [attemptedSide, setAttemptedSide] = useState<OrderSide | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [pending, setPending] = useState<OrderSide | undefined>(undefined);

  const evaluation = evaluateFuturesOrder({ draft, contract, live, account: orderAccount });
  const shown = (field: FuturesFormField) =>
    evaluation.errors.filter((error) => error.field === field && (attempted || touched[field]));
  const general = evaluation.errors.filter((error) => error.field === 'side' && (attempted || draft.size !== ''));
  const sideErrors = (side: OrderSide) =>
    evaluation[side].errors.filter(
      (error) =>
        (accountKnown || error.key !== 'futuresForm.errors.insufficientMargin') &&
        (attemptedSide === side || draft.size !== '' || error.field !== 'side'),
    );
  const heldNotional = orderAccount.position ? new Big(orderAccount.position.size) : new Big(0);
  const sizeNotional = evaluation.quantity ? new Big(evaluation.quantity) : new Big(0);
  const reference = live.markPrice ?? evaluation.price;
  const tierMax = tierMaxLeverage(contract, reference ? heldNotional.plus(sizeNotional).times(reference) : new Big(0));

  const place = async (side: OrderSide) => {
    const request = orderRequest(draft, evaluation, side, contract.symbol, newClientOrderId());
    if (!request) return;
    setSubmitting(side);
    const result = await (await futuresCalls()).placeOrder(request);
    setSubmitting(undefined);
    if (result.ok) {
      account?.applyOrders([result.value.order, ...result.value.attached]);
      form.getState().placed();
      setAttemptedSide(undefined);
      setOutcome({ kind: 'placed', order: result.value.order });
    } else {
      setOutcome({ kind: 'failed', failure: result.failure });
    }
  };

  const submit = (side: OrderSide) => {
    form.getState().attempt();
    setAttemptedSide(side);
    if (!signedIn || submitting || !evaluation[side].valid || sideErrors(side).length > 0) return;
    if (!riskAccepted()) {
      setPending(side);
      return;
    }
    void place(side);
  };

  const onAcceptRisk = () => {
    acceptRisk();
    const side = pending;
    setPending(undefined);
    if (side) void place(side);
  };

  const setTab = (tab: FuturesOrderTab) => form.getState().change({ tab });
  const outcomeText = (placed: FuturesOrder) =>
    t(outcomeKey(placed), {
      size: formatAmount(placed.quantity, contract, tag),
      filled: formatAmount(placed.filledQuantity, contract, tag),
      asset: contract.base,
    });

  return (
    <section className="trade-panel futures-form-panel" aria-label={t('futuresForm.label')}>
      <form
        className="order-form futures-form"
        noValidate
        onSubmit={(event: FormEvent) => event.preventDefault()}
        aria-label={t('futuresForm.label')}
        data-testid="futures-order-form"
      >
        <KycNotice />
        <MarginControls leverage={orderAccount.leverage} marginMode={orderAccount.marginMode} tierMax={tierMax} />
        <Segmented<FuturesOrderTab>
          className="futures-form__choice"
          label={t('futuresForm.type')}
          value={draft.tab}
          onChange={setTab}
          options={[
            { value: 'limit', text: t('futuresForm.limit') },
            { value: 'market', text: t('futuresForm.market') },
            { value: 'stop', text: t('futuresForm.stop') },
          ]}
        />
        {draft.tab === 'stop' && (
          <Segmented<StopKind>
            className="futures-form__choice"
            label={t('futuresForm.stopKind')}
            value={draft.stopKind}
            onChange={(stopKind) => form.getState().change({ stopKind })}
            options={[
              { value: 'stop-limit', text: t('futuresForm.stopLimit') },
              { value: 'stop-market', text: t('futuresForm.stopMarket') },
            ]}
          />
        )}
        <p className="order-form__available">
          <span>{t('futuresForm.available')}</span>
          <span className="num" data-testid="futures-available">
            {orderAccount.available === undefined
              ? '—'
              : `${formatUsdt(orderAccount.available, tag)} ${contract.quote}`}
          </span>
        </p>
        <OrderFields id={id} errors={shown} />
        <FieldMessages id={`${id}-general`} messages={general} />
        {signedIn ? (
          <SideActions
            evaluation={evaluation}
            sizeUnit={draft.sizeUnit}
            errorsOf={sideErrors}
            submitting={submitting}
            onSubmit={submit}
            onMax={(size) => form.getState().change({ size })}
          />
        ) : (
          <VisitorActions message={t('futuresForm.visitor')} />
        )}
        {outcome?.kind === 'placed' && (
          <p className="order-form__outcome" role="status" data-testid="futures-order-placed">
            {outcomeText(outcome.order)}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p
            className="order-form__outcome order-form__outcome--failed"
            role="alert"
            data-testid="futures-order-failed"
          >
            {t(refusalMessageKey(outcome.failure))}
            {outcome.failure.code === 'kyc-required' && (
              <>
                {' '}
                <LocaleLink to="/account/verification" data-testid="futures-verify-identity">
                  {t('futuresForm.verifyIdentity')}
                </LocaleLink>
              </>
            )}
          </p>
        )}
      </form>
      <RiskDialog open={pending !== undefined} onAccept={onAcceptRisk} onClose={() => setPending(undefined)} />
    </section>
  );
}
