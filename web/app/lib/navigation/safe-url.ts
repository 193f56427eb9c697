/** Thrown when a link or navigation would run script or leave the site without permission. */
export class UnsafeNavigationError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = 'UnsafeNavigationError';
  }
}

// Browsers ignore tabs and newlines inside a scheme and leading control characters/spaces, so
// "java\tscript:" and " javascript:" are script URLs too: compare without them.
function withoutControlsAndSpaces(url: string): string {
  let kept = '';
  for (const char of url) if (char.charCodeAt(0) > 0x20) kept += char;
  return kept;
}

/** True for javascript:, vbscript: and data: URLs (script protocols), however they are disguised. */
export function isScriptUrl(url: string): boolean {
  const scheme = withoutControlsAndSpaces(url).toLowerCase();
  return /^(javascript|vbscript|data):/.test(scheme);
}

/** An in-site path starts with exactly one slash (or is relative) and names no scheme or host. */
export function assertSafeInSitePath(path: string): void {
  if (isScriptUrl(path)) throw new UnsafeNavigationError('Refused a script URL', path);
  const compact = withoutControlsAndSpaces(path);
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact) || compact.startsWith('//') || compact.startsWith('\\')) {
    throw new UnsafeNavigationError('Expected an in-site path', path);
  }
}

/**
 * Checks a navigation target. Script URLs are always refused; another origin needs
 * `allowExternal` (explicit permission), otherwise this throws.
 */
export function checkNavigationTarget(url: string, currentOrigin: string, { allowExternal = false } = {}): URL {
  if (isScriptUrl(url)) throw new UnsafeNavigationError('Refused a script URL', url);
  const target = new URL(url, currentOrigin);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new UnsafeNavigationError(`Refused a ${target.protocol} URL`, url);
  }
  if (target.origin !== new URL(currentOrigin).origin && !allowExternal) {
    throw new UnsafeNavigationError('Navigation to an external URL needs explicit permission', url);
  }
  return target;
}

/** An origin no page is served from: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * A redirect target taken from the query (forwardUrl, redirectUrl): same-origin paths only, else
 * "/". The path is resolved as a browser would (which reads `/\evil.example` as `//evil.example`)
 * and kept only when it stays on the page's origin, so React Router never refuses it.
 */
export function sameOriginPathOrHome(target: string | null | undefined): string {
  if (!target?.startsWith('/')) return '/';
  try {
    assertSafeInSitePath(target);
  } catch {
    return '/';
  }
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (resolved.origin !== PROBE_ORIGIN) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
