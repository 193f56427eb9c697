/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Sent over https only; set it when the page itself is https (a plain-http page could not write it). */
  secure?: boolean;
}

/** A Set-Cookie value / document.cookie assignment; without maxAge it lasts the browser session. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, path = '/', sameSite = 'Lax', secure = false }: CookieOptions = {},
): string {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${encodeURIComponent(value)}; Path=${path}${maxAge}; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}
