/** The spec's reload guard: a failed code chunk reloads the page at most once per path per 10 s. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'vela_chunk_reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_ERROR.test(message);
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload for `path` now, and records the attempt. A second failure within the
 * window returns false, so the error page shows instead of a reload loop.
 */
export function claimChunkReload(path: string, storage: KeyValueStorage, now: number): boolean {
  let attempts: Record<string, number> = {};
  try {
    attempts = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    attempts = {};
  }
  const last = attempts[path];
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  attempts[path] = now;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    // Storage full or blocked: reloading without a record could loop, so do not reload.
    return false;
  }
  return true;
}

/** Browser side: reloads when allowed and says whether it did. */
export function reloadAfterChunkError(): boolean {
  const path = window.location.pathname;
  if (!claimChunkReload(path, window.sessionStorage, Date.now())) return false;
  window.location.reload();
  return true;
}
