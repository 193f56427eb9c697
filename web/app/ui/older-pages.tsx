import { useState } from 'react';

/** One page of a list read newest first: its items and the `before` of the next, older page (null on the last). */
export interface OlderPage<T> {
  items: T[];
  nextBefore: number | null;
}

/** What the foot of a list read a page at a time says, in its screen's words. */
export interface OlderPagesTexts {
  error: string;
  retry: string;
  more: string;
  loading: string;
}

interface OlderPagesFoot {
  failed: boolean;
  loading: boolean;
  hasMore: boolean;
  onRetry(): void;
  onMore(): void;
}

/**
 * A list read a page at a time, newest first, from the first page the server rendered (null when
 * it failed): `readPage(before)` reads one (the newest when `before` is null) and throws on failure.
 * `items` is null until a first page came; `foot` is what `OlderPages` needs.
 */
export function useOlderPages<T>(
  initial: OlderPage<T> | null,
  readPage: (before: number | null) => Promise<OlderPage<T>>,
) {
  const [items, setItems] = useState<T[] | null>(initial?.items ?? null);
  const [nextBefore, setNextBefore] = useState<number | null>(initial?.nextBefore ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load(before: number | null) {
    setLoading(true);
    setFailed(false);
    try {
      const page = await readPage(before);
      setItems((shown) => (before === null ? page.items : [...(shown ?? []), ...page.items]));
      setNextBefore(page.nextBefore);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const foot: OlderPagesFoot = {
    failed: failed || items === null,
    loading,
    hasMore: nextBefore !== null,
    onRetry: () => void load(items ? nextBefore : null),
    onMore: () => void load(nextBefore),
  };
  return { items, setItems, loading, foot };
}

/**
 * The foot of a list read a page at a time: the failure with a retry when a read failed (or the
 * first page never came), else the button for the next, older page while there is one.
 */
export function OlderPages({
  failed,
  loading,
  hasMore,
  onRetry,
  onMore,
  texts,
  errorClassName,
}: OlderPagesFoot & { texts: OlderPagesTexts; errorClassName: string }) {
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
