/**
 * A page path with a doubled slash or a backslash (raw or `%5C`) is not an in-site path: URL
 * parsers read `//evil.com` and `/\evil.com` as another host, so such a path never reaches the
 * web app. This returns the same request URL with every run of slashes and backslashes made one
 * slash (the query kept as sent), or `undefined` when the path is already normal. The result
 * always starts with exactly one slash followed by something else than a slash: an in-site path,
 * never a redirect to another host. Characters a header cannot carry are percent-encoded.
 */
export function normalisedDocumentUrl(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const normal = path.replace(/%5c/gi, '/').replace(/[/\\]+/g, '/');
  if (normal === path) return undefined;
  return headerSafe(`${normal.startsWith('/') ? '' : '/'}${normal}${query}`);
}

/** Percent-encodes what a Location header cannot hold (controls, spaces, non-ASCII; a lone surrogate as U+FFFD, as Buffer writes it). */
function headerSafe(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (char) =>
    Array.from(Buffer.from(char, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/**
 * True when a Host header names just a host (and port) the page URL can be built on. React Router
 * sees `http://<Host><path>`: an empty Host, a port out of range (`evil.com:99999`) or a Host with a
 * path or query in it (`a/b?`) would make that URL invalid or point it at another page.
 */
export function isPlainHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host === '' || /[/?#@\\\s]/.test(host)) return false;
  const parsed = URL.parse(`http://${host}`);
  return parsed !== null && parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
}
