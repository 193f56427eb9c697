import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { ActionDialog, type PositionDialogProps, useDialogSend } from './action-dialog.tsx';
import { contractFor } from './column-view.ts';
import { DialogField } from './dialog-field.tsx';
import { evaluateProtectionEdit, withProtection } from './model/protection-edit.ts';

/** Sets, changes or clears (left empty) a position's take-profit and stop-loss, triggered by the mark. */
export function ProtectionDialog({ position, markPrice, onDone, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { contracts, account } = useFuturesTerminal();
  const contract = contracts.find((candidate) => candidate.symbol === position.symbol);
  const shown = contractFor(contracts, position.symbol);
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '');
  const sending = useDialogSend(shown);
  if (!contract) return null;
  const edit = evaluateProtectionEdit({ takeProfit, stopLoss, position, tickSize: contract.tickSize, markPrice });

  const submit = () =>
    sending.send(
      edit.request,
      (api, request) => api.setPositionTpsl(request),
      (orders, request) => {
        account?.applyOrders(orders);
        const latest = account?.store.getState().positions.find((held) => held.symbol === position.symbol);
        if (latest) account?.applyPositions([withProtection(latest, request)]);
        onDone(t('futuresAccount.tpslSaved', { contract: shown.code }));
      },
    );

  return (
    <ActionDialog
      title={t('futuresAccount.tpslTitle', { contract: shown.code })}
      submitLabel={t('futuresAccount.save')}
      submitTestId="futures-tpsl-confirm"
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
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
        errors={sending.messagesOf(edit.errors, 'takeProfit')}
        testId="futures-tpsl-take-profit"
      />
      <DialogField
        id={`${id}-sl`}
        label={t('futuresAccount.stopLossIn', { asset: shown.quote })}
        value={stopLoss}
        decimals={shown.pricePrecision}
        onChange={setStopLoss}
        errors={sending.messagesOf(edit.errors, 'stopLoss')}
        testId="futures-tpsl-stop-loss"
      />
    </ActionDialog>
  );
}
