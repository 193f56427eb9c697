import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { useFuturesAccountState } from '../../../../state/use-futures-account-session.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { useLocaleTag } from '../../use-locale-tag.ts';
import { futuresCalls } from '../form/futures-calls.ts';
import { formatUsdt } from '../form/model/money-format.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import { Segmented } from '../form/segmented.tsx';
import { useFuturesTerminal } from '../futures-context.tsx';
import { contractFor } from './column-view.ts';
import { DialogFailure, DialogField, useAccountErrorText } from './dialog-field.tsx';
import { AMOUNT_DECIMALS } from './model/amount-check.ts';
import { evaluateMarginAdjust, type MarginDirection, marginAdjustMax } from './model/margin-adjust.ts';

/** Adds margin to an isolated position (pushing its liquidation price away) or takes some out. */
export function MarginDialog({
  position,
  markPrice,
  onDone,
  onClose,
}: {
  position: FuturesPosition;
  markPrice: string | undefined;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { contracts, account } = useFuturesTerminal();
  const shown = contractFor(contracts, position.symbol);
  const available = useFuturesAccountState(account, (state) => state.summary?.available, undefined);
  const [direction, setDirection] = useState<MarginDirection>('add');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const max = marginAdjustMax(direction, position, markPrice, available);
  const evaluation = evaluateMarginAdjust(direction, amount, position.symbol, max);
  const errorText = useAccountErrorText(shown);

  const submit = async () => {
    setAttempted(true);
    if (!evaluation.request || busy) return;
    setBusy(true);
    setFailure(undefined);
    const result = await (await futuresCalls()).adjustMargin(evaluation.request);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    account?.applyPositions([result.value]);
    onDone(
      t(direction === 'add' ? 'futuresAccount.marginAdded' : 'futuresAccount.marginRemoved', {
        amount: formatUsdt(evaluation.request.amount, tag),
        asset: shown.quote,
        contract: shown.code,
      }),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futuresAccount.marginTitle', { contract: shown.code })}
      closeLabel={t('futuresAccount.close')}
      className="futures-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('futuresAccount.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={submit}>
            {t(direction === 'add' ? 'futuresAccount.addMargin' : 'futuresAccount.removeMargin')}
          </button>
        </>
      }
    >
      <div className="futures-dialog__body">
        <Segmented<MarginDirection>
          label={t('futuresAccount.marginDirection')}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            setAttempted(false);
          }}
          options={[
            { value: 'add', text: t('futuresAccount.add') },
            { value: 'remove', text: t('futuresAccount.remove') },
          ]}
        />
        <DialogField
          id={`${id}-amount`}
          label={t('futuresAccount.amountIn', { asset: shown.quote })}
          value={amount}
          decimals={AMOUNT_DECIMALS}
          onChange={setAmount}
          errors={attempted ? evaluation.errors.map(errorText) : []}
        />
        <p className="futures-form__note">
          {t('futuresAccount.currentMargin', { amount: formatUsdt(position.margin, tag), asset: shown.quote })}
          {' · '}
          {max === undefined
            ? t('futuresAccount.maxUnknown')
            : t(direction === 'add' ? 'futuresAccount.maxAdd' : 'futuresAccount.maxRemove', {
                amount: formatUsdt(max, tag),
                asset: shown.quote,
              })}
        </p>
        <DialogFailure text={failure && t(refusalMessageKey(failure))} />
      </div>
    </Dialog>
  );
}
