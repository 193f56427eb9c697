import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientOrderId } from '../../shared/form/client-order-id.ts';
import { Segmented } from '../../shared/form/segmented.tsx';
import { formatAmount } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { ActionDialog, type PositionDialogProps, useDialogSend } from './action-dialog.tsx';
import { contractFor } from './column-view.ts';
import { DialogField } from './dialog-field.tsx';
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
}: PositionDialogProps & { initialType: CloseType }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  const { contracts, account } = useFuturesTerminal();
  const contract = contracts.find((candidate) => candidate.symbol === position.symbol);
  const shown = contractFor(contracts, position.symbol);
  const [type, setType] = useState<CloseType>(initialType);
  const [price, setPrice] = useState(markPrice ?? position.markPrice ?? '');
  const [quantity, setQuantity] = useState(position.size);
  const sending = useDialogSend(shown);
  if (!contract) return null;
  const evaluation = evaluateClose({ type, price, quantity, position, contract });

  const submit = () =>
    sending.send(
      evaluation.close,
      (api, close) =>
        close.kind === 'close'
          ? api.closePosition(close.request)
          : api.placeOrder({ ...close.request, clientOrderId: newClientOrderId() }),
      (placed, close) => {
        account?.applyOrders([placed.order, ...placed.attached]);
        const size = formatAmount(close.kind === 'close' ? position.size : close.request.quantity, shown, tag);
        onDone(
          t(type === 'market' ? 'futuresAccount.closeSent' : 'futuresAccount.closePlaced', {
            size,
            asset: shown.base,
            contract: shown.code,
          }),
        );
      },
    );

  return (
    <ActionDialog
      title={t('futuresAccount.closeTitle', { contract: shown.code })}
      submitLabel={t(type === 'market' ? 'futuresAccount.closeByMarket' : 'futuresAccount.closeByLimit')}
      submitTestId="futures-close-confirm"
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Segmented<CloseType>
        className="futures-form__choice"
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
          errors={sending.messagesOf(evaluation.errors, 'price')}
          testId="futures-close-price"
        />
      )}
      <DialogField
        id={`${id}-quantity`}
        label={t('futuresAccount.sizeIn', { asset: shown.base })}
        value={quantity}
        decimals={shown.amountPrecision}
        onChange={setQuantity}
        errors={sending.messagesOf(evaluation.errors, 'quantity')}
        testId="futures-close-quantity"
      />
      <p className="futures-form__note">
        {t('futuresAccount.positionSize', { size: formatAmount(position.size, shown, tag), asset: shown.base })}
      </p>
    </ActionDialog>
  );
}
