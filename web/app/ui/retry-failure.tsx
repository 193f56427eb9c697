interface RetryFailureProps {
  /** The screen's own error style. */
  className: string;
  message: string;
  retryLabel: string;
  onRetry(): void;
  /** While a retry runs the button is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

/** A load that failed, said in words, with the button that tries again. */
export function RetryFailure({ className, message, retryLabel, onRetry, busy, busyLabel }: RetryFailureProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={busy}>
        {busy ? busyLabel : retryLabel}
      </button>
    </div>
  );
}
