/** A dialog's footer: a button that leaves without acting, then the one that does what the dialog asks. */
export function DialogActions({
  dismissLabel,
  onDismiss,
  confirmLabel,
  onConfirm,
  busy,
  confirmTestId,
}: {
  dismissLabel: string;
  onDismiss: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirm waits while its call is on its way. */
  busy?: boolean;
  confirmTestId?: string;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onDismiss}>
        {dismissLabel}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={onConfirm}
        data-testid={confirmTestId}
      >
        {confirmLabel}
      </button>
    </>
  );
}
