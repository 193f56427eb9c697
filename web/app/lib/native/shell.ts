/**
 * Detection of the native shell (iOS, Android or Flutter app) that hosts the web client.
 * The pure functions take the user agent, query string and storage as arguments so the server
 * and Node tests can call them; only `nativeShell()` reads the browser, and only when called.
 */

export type NativeShell = 'ios' | 'android' | 'flutter';

export interface NativeApp {
  shell: NativeShell;
  /** The app version from the user-agent marker; undefined when the shell was found by the query flag. */
  version?: string;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage key remembering an `inApp=` query flag for the rest of the tab's session. */
export const IN_APP_STORAGE_KEY = 'vela_in_app';

/** `VelaApp/<version> (iOS|Android|Flutter...)`: the marker every shell appends to its user agent. */
const USER_AGENT_MARKER = /\bVelaApp\/(\d[\w.-]*)\s*\((iOS|Android|Flutter)\b/i;

function asShell(value: string | null | undefined): NativeShell | undefined {
  const lower = value?.toLowerCase();
  return lower === 'ios' || lower === 'android' || lower === 'flutter' ? lower : undefined;
}

export function appFromUserAgent(userAgent: string | null | undefined): NativeApp | undefined {
  const match = userAgent?.match(USER_AGENT_MARKER);
  const shell = asShell(match?.[2]);
  return shell && match?.[1] ? { shell, version: match[1] } : undefined;
}

/** Reads `inApp=ios|android|flutter` from a query string (`location.search`, with or without `?`). */
export function shellFromQuery(search: string): NativeShell | undefined {
  return asShell(new URLSearchParams(search).get('inApp'));
}

export interface ShellSources {
  userAgent: string | null | undefined;
  search: string;
  /** sessionStorage, or undefined where there is none (server, storage blocked). */
  storage: SessionStorageLike | undefined;
}

/**
 * The user-agent marker wins: the shell sets it itself. Otherwise an `inApp` query flag (for shells
 * that cannot change the user agent) is remembered in sessionStorage, so the in-app mode survives
 * navigations that drop the query string.
 */
export function detectNativeApp({ userAgent, search, storage }: ShellSources): NativeApp | undefined {
  const fromUserAgent = appFromUserAgent(userAgent);
  if (fromUserAgent) return fromUserAgent;
  const fromQuery = shellFromQuery(search);
  if (fromQuery) {
    try {
      storage?.setItem(IN_APP_STORAGE_KEY, fromQuery);
    } catch {
      // A full or blocked storage only loses the memory for later pages; this page is still in-app.
    }
    return { shell: fromQuery };
  }
  const stored = readStored(storage);
  return stored ? { shell: stored } : undefined;
}

function readStored(storage: SessionStorageLike | undefined): NativeShell | undefined {
  try {
    return asShell(storage?.getItem(IN_APP_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function browserSessionStorage(): SessionStorageLike | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Reading the property itself throws when the browser blocks storage for this site.
    return undefined;
  }
}

/** The hosting shell in the browser; undefined on the server and in an ordinary browser tab. */
export function nativeShell(): NativeShell | undefined {
  if (typeof window === 'undefined') return undefined;
  return detectNativeApp({
    userAgent: window.navigator.userAgent,
    search: window.location.search,
    storage: browserSessionStorage(),
  })?.shell;
}
