import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { Segmented } from '../../shared/form/segmented.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { formatUsdt } from '../form/model/money-format.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { ActionDialog, type PositionDialogProps, useDialogSend } from './action-dialog.tsx';
import { contractFor } from './column-view.ts';
import { DialogField } from './dialog-field.tsx';
import { AMOUNT_DECIMALS } from './model/amount-check.ts';
import { evaluateMarginAdjust, type MarginDirection, marginAdjustMax } from './model/margin-adjust.ts';

/** Adds margin to an isolated position (pushing its liquidation price away) or takes some out. */
export function MarginDialog({ position, markPrice, onDone, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { contracts, account } = useFuturesTerminal();
  const shown = contractFor(contracts, position.symbol);
  const available = useLiveState(account?.store, (state) => state.summary?.available, undefined);
  const [direction, setDirection] = useState<MarginDirection>('add');
  const [amount, setAmount] = useState('');
  const sending = useDialogSend(shown);
  const max = marginAdjustMax(direction, position, markPrice, available);
  const evaluation = evaluateMarginAdjust(direction, amount, position.symbol, max);

  const submit = () =>
    sending.send(
      evaluation.request,
      (api, request) => api.adjustMargin(request),
      (adjusted, request) => {
        account?.applyPositions([adjusted]);
        onDone(
          t(direction === 'add' ? 'futuresAccount.marginAdded' : 'futuresAccount.marginRemoved', {
            amount: formatUsdt(request.amount, tag),
            asset: shown.quote,
            contract: shown.code,
          }),
        );
      },
    );

  return (
    <ActionDialog
      title={t('futuresAccount.marginTitle', { contract: shown.code })}
      submitLabel={t(direction === 'add' ? 'futuresAccount.addMargin' : 'futuresAccount.removeMargin')}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Segmented<MarginDirection>
        className="futures-form__choice"
        label={t('futuresAccount.marginDirection')}
        value={direction}
        onChange={(next) => {
          setDirection(next);
          sending.reset();
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
        errors={sending.messagesOf(evaluation.errors, 'amount')}
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
    </ActionDialog>
  );
}
