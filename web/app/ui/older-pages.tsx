/** What the foot of a list read a page at a time says, in its screen's words. */
export interface OlderPagesTexts {
  error: string;
  retry: string;
  more: string;
  loading: string;
}

/**
 * The foot of a list read a page at a time, newest first: the failure with a retry when a read
 * failed (or the first page never came), else the button for the next, older page while there is one.
 */
export function OlderPages({
  failed,
  loading,
  hasMore,
  onRetry,
  onMore,
  texts,
  errorClassName,
}: {
  failed: boolean;
  loading: boolean;
  hasMore: boolean;
  onRetry(): void;
  onMore(): void;
  texts: OlderPagesTexts;
  errorClassName: string;
}) {
  if (failed)
    return (
      <div role="alert" className={errorClassName}>
        <p>{texts.error}</p>
        <button type="button" className="button" disabled={loading} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  if (!hasMore) return null;
  return (
    <button type="button" className="button" disabled={loading} onClick={onMore}>
      {loading ? texts.loading : texts.more}
    </button>
  );
}
