import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesApi, FuturesResult } from '../../../../lib/trading/futures-api.ts';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';
import { futuresCalls } from '../form/futures-calls.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import type { ShownContract } from './column-view.ts';
import { useAccountErrorText } from './dialog-field.tsx';
import type { AccountError, AccountField } from './model/account-messages.ts';

/** What a dialog about one position is given: the position, its live mark, and where it reports. */
export interface PositionDialogProps {
  readonly position: FuturesPosition;
  readonly markPrice: string | undefined;
  /** The call went through: the message to show, the dialog to close. */
  onDone(message: string): void;
  onClose(): void;
}

/** What a dialog that sends one call keeps while it is open. */
export interface DialogSend {
  /** The call is on its way: the submit waits. */
  readonly busy: boolean;
  /** The last call's refusal. */
  readonly failure: FuturesFailure | undefined;
  /** The messages of `field`, in the user's language, once a submit was tried (none before). */
  messagesOf(errors: readonly AccountError[], field: AccountField): string[];
  /** Hides the messages again until the next submit (the form changed what it asks). */
  reset(): void;
  /**
   * A submit: shows the messages; with a request (the form is valid) and none on its way, sends
   * it once and hands the answer to `done`, or keeps the refusal.
   */
  send<R, T>(
    request: R | undefined,
    call: (api: FuturesApi, request: R) => Promise<FuturesResult<T>>,
    done: (value: T, request: R) => void,
  ): Promise<void>;
}

/** The submit state of a futures account dialog; values in its messages shown at `contract`'s precisions. */
export function useDialogSend(contract: ShownContract): DialogSend {
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const errorText = useAccountErrorText(contract);
  return {
    busy,
    failure,
    messagesOf: (errors, field) => (attempted ? errors.filter((error) => error.field === field).map(errorText) : []),
    reset: () => setAttempted(false),
    async send(request, call, done) {
      setAttempted(true);
      if (request === undefined || busy) return;
      setBusy(true);
      setFailure(undefined);
      const result = await call(await futuresCalls(), request);
      setBusy(false);
      if (result.ok) done(result.value, request);
      else setFailure(result.failure);
    },
  };
}

/** A futures account dialog: its fields, the call's refusal under them, cancel and submit. */
export function ActionDialog({
  title,
  submitLabel,
  submitTestId,
  sending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  submitTestId?: string;
  sending: DialogSend;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t('futuresAccount.close')}
      className="futures-dialog"
      footer={
        <DialogActions
          dismissLabel={t('futuresAccount.cancel')}
          onDismiss={onClose}
          confirmLabel={submitLabel}
          onConfirm={onSubmit}
          busy={sending.busy}
          confirmTestId={submitTestId}
        />
      }
    >
      <div className="futures-dialog__body">
        {children}
        {sending.failure && (
          <p className="order-form__error" role="alert">
            {t(refusalMessageKey(sending.failure))}
          </p>
        )}
      </div>
    </Dialog>
  );
}
