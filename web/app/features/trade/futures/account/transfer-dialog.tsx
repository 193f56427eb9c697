import type { TransferDirection } from '@vela/contracts/futures-account';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableOf } from '../../../../lib/trading/account-lists.ts';
import type { TradingAccountState } from '../../../../state/trading-account.ts';
import { useAccountSession } from '../../../../state/use-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { Segmented } from '../../shared/form/segmented.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { formatUsdt } from '../form/model/money-format.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { ActionDialog, useDialogSend } from './action-dialog.tsx';
import { contractFor } from './column-view.ts';
import { DialogField } from './dialog-field.tsx';
import { AMOUNT_DECIMALS } from './model/amount-check.ts';
import { evaluateTransfer } from './model/transfer-form.ts';

const noBalances: TradingAccountState['balances'] = [];

/** Moves USDT between the spot and futures wallets, at most what the source wallet can give. */
export function TransferDialog({ onDone, onClose }: { onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { account, contract, contracts } = useFuturesTerminal();
  const spot = useAccountSession();
  const asset = contract.quote;
  const spotBalances = useLiveState(spot?.store, (state) => state.balances, noBalances);
  const spotReady = useLiveState(spot?.store, (state) => state.balancesStatus === 'ready', false);
  const futuresAvailable = useLiveState(account?.store, (state) => state.summary?.available, undefined);
  const [direction, setDirection] = useState<TransferDirection>('to-futures');
  const [amount, setAmount] = useState('');
  const sending = useDialogSend(contractFor(contracts, contract.symbol));
  const max =
    direction === 'to-futures' ? (spotReady ? availableOf(spotBalances, asset) : undefined) : futuresAvailable;
  const evaluation = evaluateTransfer(direction, amount, max);

  const submit = () =>
    sending.send(
      evaluation.request,
      (api, request) => api.transfer(request),
      (moved, request) => {
        account?.applyTransfer(moved);
        spot?.applyBalances([moved.spot]);
        onDone(
          t(direction === 'to-futures' ? 'futuresAccount.transferredIn' : 'futuresAccount.transferredOut', {
            amount: formatUsdt(request.amount, tag),
            asset,
          }),
        );
      },
    );

  return (
    <ActionDialog
      title={t('futuresAccount.transferTitle')}
      submitLabel={t('futuresAccount.transfer')}
      submitTestId="futures-transfer-confirm"
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Segmented<TransferDirection>
        className="futures-form__choice"
        label={t('futuresAccount.direction')}
        value={direction}
        onChange={(next) => {
          setDirection(next);
          sending.reset();
        }}
        options={[
          { value: 'to-futures', text: t('futuresAccount.directions.to-futures') },
          { value: 'to-spot', text: t('futuresAccount.directions.to-spot') },
        ]}
      />
      <DialogField
        id={`${id}-amount`}
        label={t('futuresAccount.amountIn', { asset })}
        value={amount}
        decimals={AMOUNT_DECIMALS}
        onChange={setAmount}
        errors={sending.messagesOf(evaluation.errors, 'amount')}
        testId="futures-transfer-amount-input"
      />
      <p className="futures-form__note">
        {t('futuresAccount.transferable')}{' '}
        {max === undefined ? (
          '—'
        ) : (
          <button
            type="button"
            className="futures-form__max"
            onClick={() => setAmount(max)}
            aria-label={t('futuresAccount.transferAll', { amount: formatUsdt(max, tag), asset })}
          >
            {formatUsdt(max, tag)} {asset}
          </button>
        )}
      </p>
    </ActionDialog>
  );
}
