import type { TransferDirection } from '@vela/contracts/futures-account';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableOf } from '../../../../lib/trading/account-lists.ts';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import type { TradingAccountState } from '../../../../state/account-session.ts';
import { useAccountSession, useAccountState } from '../../../../state/use-account-session.ts';
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
  const spotBalances = useAccountState(spot, (state) => state.balances, noBalances);
  const spotReady = useAccountState(spot, (state) => state.balancesStatus === 'ready', false);
  const futuresAvailable = useFuturesAccountState(account, (state) => state.summary?.available, undefined);
  const [direction, setDirection] = useState<TransferDirection>('to-futures');
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const errorText = useAccountErrorText(contractFor(contracts, contract.symbol));
  const max =
    direction === 'to-futures' ? (spotReady ? availableOf(spotBalances, asset) : undefined) : futuresAvailable;
  const evaluation = evaluateTransfer(direction, amount, max);

  const submit = async () => {
    setAttempted(true);
    if (!evaluation.request || busy) return;
    setBusy(true);
    setFailure(undefined);
    const result = await (await futuresCalls()).transfer(evaluation.request);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    account?.applyTransfer(result.value);
    spot?.applyBalances([result.value.spot]);
    onDone(
      t(direction === 'to-futures' ? 'futuresAccount.transferredIn' : 'futuresAccount.transferredOut', {
        amount: formatUsdt(evaluation.request.amount, tag),
        asset,
      }),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futuresAccount.transferTitle')}
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
            data-testid="futures-transfer-confirm"
          >
            {t('futuresAccount.transfer')}
          </button>
        </>
      }
    >
      <div className="futures-dialog__body">
        <Segmented<TransferDirection>
          label={t('futuresAccount.direction')}
          value={direction}
          onChange={(next) => {
            setDirection(next);
            setAttempted(false);
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
          errors={attempted ? evaluation.errors.map(errorText) : []}
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
        <DialogFailure text={failure && t(refusalMessageKey(failure))} />
      </div>
    </Dialog>
  );
}
