import { SubmitButton } from '../../ui/form-parts.tsx';

interface SendOrCancelProps {
  /** The row's style: the two-factor or the API-key forms. */
  className: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onCancel(): void;
  /** Whether cancelling waits for the send to finish. */
  cancelWaits?: boolean;
}

/** The send and cancel buttons under a security form. */
export function SendOrCancel({
  className,
  pending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
  cancelWaits = false,
}: SendOrCancelProps) {
  return (
    <div className={className}>
      <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={cancelWaits && pending}>
        {cancelLabel}
      </button>
    </div>
  );
}
