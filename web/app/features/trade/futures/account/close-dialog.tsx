import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { newClientOrderId } from '../../form/client-order-id.ts';
import { formatAmount } from '../../model/format.ts';
import { useLocaleTag } from '../../use-locale-tag.ts';
import { futuresCalls } from '../form/futures-calls.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import { Segmented } from '../form/segmented.tsx';
import { useFuturesTerminal } from '../futures-context.tsx';
import { contractFor } from './column-view.ts';
import { DialogFailure, DialogField, useAccountErrorText } from './dialog-field.tsx';
import { type CloseType, evaluateClose } from './model/close-order.ts';

/**
 * Closes a position by market or at a limit, whole or in part (a reduce-only order of the quantity
 * typed), prefilled with the whole size and, for a limit, the mark price.
 */
export function CloseDialog({
  position,
  initialType,
  markPrice,
  onDone,
  onClose,
}: {
  position: FuturesPosition;
  initialType: CloseType;
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
  const [type, setType] = useState<CloseType>(initialType);
  const [price, setPrice] = useState(markPrice ?? position.markPrice ?? '');
  const [quantity, setQuantity] = useState(position.size);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const errorText = useAccountErrorText(shown);
  if (!contract) return null;
  const evaluation = evaluateClose({ type, price, quantity, position, contract });
  const errorsOf = (field: 'price' | 'quantity') =>
    attempted ? evaluation.errors.filter((error) => error.field === field).map(errorText) : [];

  const submit = async () => {
    setAttempted(true);
    const close = evaluation.close;
    if (!close || busy) return;
    setBusy(true);
    setFailure(undefined);
    const result =
      close.kind === 'close'
        ? await (await futuresCalls()).closePosition(close.request)
        : await (await futuresCalls()).placeOrder({ ...close.request, clientOrderId: newClientOrderId() });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.failure);
      return;
    }
    account?.applyOrders([result.value.order, ...result.value.attached]);
    const size = formatAmount(close.kind === 'close' ? position.size : close.request.quantity, shown, tag);
    onDone(
      t(type === 'market' ? 'futuresAccount.closeSent' : 'futuresAccount.closePlaced', {
        size,
        asset: shown.base,
        contract: shown.code,
      }),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('futuresAccount.closeTitle', { contract: shown.code })}
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
            data-testid="futures-close-confirm"
          >
            {t(type === 'market' ? 'futuresAccount.closeByMarket' : 'futuresAccount.closeByLimit')}
          </button>
        </>
      }
    >
      <div className="futures-dialog__body">
        <Segmented<CloseType>
          label={t('futuresAccount.closeType')}
          value={type}
          onChange={setType}
          options={[
            { value: 'market', text: t('futuresAccount.market') },
            { value: 'limit', text: t('futuresAccount.limit') },
          ]}
        />
        {type === 'limit' && (
          <DialogField
            id={`${id}-price`}
            label={t('futuresAccount.priceIn', { asset: shown.quote })}
            value={price}
            decimals={shown.pricePrecision}
            onChange={setPrice}
            errors={errorsOf('price')}
            testId="futures-close-price"
          />
        )}
        <DialogField
          id={`${id}-quantity`}
          label={t('futuresAccount.sizeIn', { asset: shown.base })}
          value={quantity}
          decimals={shown.amountPrecision}
          onChange={setQuantity}
          errors={errorsOf('quantity')}
          testId="futures-close-quantity"
        />
        <p className="futures-form__note">
          {t('futuresAccount.positionSize', { size: formatAmount(position.size, shown, tag), asset: shown.base })}
        </p>
        <DialogFailure text={failure && t(refusalMessageKey(failure))} />
      </div>
    </Dialog>
  );
}
