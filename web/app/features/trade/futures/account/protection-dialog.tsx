import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { formatPrice } from '../../model/format.ts';
import { useLocaleTag } from '../../use-locale-tag.ts';
import { futuresCalls } from '../form/futures-calls.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { contractFor } from './column-view.ts';
import { DialogFailure, DialogField, useAccountErrorText } from './dialog-field.tsx';
import { evaluateProtectionEdit, withProtection } from './model/protection-edit.ts';

/** Sets, changes or clears (left empty) a position's take-profit and stop-loss, triggered by the mark. */
export function ProtectionDialog({
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
  const contract = contracts.find((candidate) => candidate.symbol === position.symbol);
  const shown = contractFor(contracts, position.symbol);
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const errorText = useAccountErrorText(shown);
  if (!contract) return null;
  const edit = evaluateProtectionEdit({ takeProfit, stopLoss, position, tickSize: contract.tickSize, markPrice });
  const errorsOf = (field: 'takeProfit' | 'stopLoss') =>
    attempted ? edit.errors.filter((error) => error.field === field).map(errorText) : [];

  const submit = async () => {
    setAttempted(true);
    if (!edit.request || busy) return;
    setBusy(true);
    setFailure(undefined);
    const result = await (await futuresCalls()).setPositionTpsl(edit.request);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    account?.applyOrders(result.value);
    const latest = account?.store.getState().positions.find((held) => held.symbol === position.symbol);
    if (latest) account?.applyPositions([withProtection(latest, edit.request)]);
    onDone(t('futuresAccount.tpslSaved', { contract: shown.code }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futuresAccount.tpslTitle', { contract: shown.code })}
      closeLabel={t('futuresAccount.close')}
      className="futures-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('futuresAccount.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={submit}
            data-testid="futures-tpsl-confirm"
          >
            {t('futuresAccount.save')}
          </button>
        </>
      }
    >
      <div className="futures-dialog__body">
        <p className="futures-form__note">
          {markPrice === undefined
            ? t('futuresAccount.tpslHint')
            : `${t('futuresAccount.tpslHint')} ${t('futuresAccount.markNow', { price: formatPrice(markPrice, shown, tag) })}`}
        </p>
        <DialogField
          id={`${id}-tp`}
          label={t('futuresAccount.takeProfitIn', { asset: shown.quote })}
          value={takeProfit}
          decimals={shown.pricePrecision}
          onChange={setTakeProfit}
          errors={errorsOf('takeProfit')}
          testId="futures-tpsl-take-profit"
        />
        <DialogField
          id={`${id}-sl`}
          label={t('futuresAccount.stopLossIn', { asset: shown.quote })}
          value={stopLoss}
          decimals={shown.pricePrecision}
          onChange={setStopLoss}
          errors={errorsOf('stopLoss')}
          testId="futures-tpsl-stop-loss"
        />
        <DialogFailure text={failure && t(refusalMessageKey(failure))} />
      </div>
    </Dialog>
  );
}
