/** A load that failed, said as an alert, with a button that tries it again. */
export function RetryAlert({
  className,
  message,
  retryLabel,
  onRetry,
}: {
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <p className={className} role="alert">
      {message}{' '}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
