import { useCspNonce } from './csp-nonce.tsx';

/** web/public/intl-warmup.js: where the browser loads ICU's data off the main thread. */
export const INTL_WARMUP_WORKER = '/intl-warmup.js';

/** The inline script that starts the warm-up worker; a browser without workers just skips it. */
export function intlWarmupSource(localeTag: string, timeZone: string): string {
  // JSON of plain strings, with `<` escaped so no value can close the script element.
  const message = JSON.stringify([localeTag, timeZone]).replaceAll('<', '\\u003c');
  return `try{new Worker(${JSON.stringify(INTL_WARMUP_WORKER)}).postMessage(${message})}catch(e){}`;
}

/**
 * Starts ICU's loading in a worker as the head is parsed, long before hydration formats the page's
 * first number (web/public/intl-warmup.js says why).
 */
export function IntlWarmupScript({ localeTag, timeZone }: { localeTag: string; timeZone: string }) {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the page's locale tag and zone, `<` escaped.
      dangerouslySetInnerHTML={{ __html: intlWarmupSource(localeTag, timeZone) }}
    />
  );
}
