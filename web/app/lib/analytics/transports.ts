import type { Transports } from './sender.ts';

/** The image element as far as the image transport uses it (the handlers' parameters are never read). */
export interface ImageLike {
  src: string;
  onload: ((this: never, event: never) => unknown) | null;
  onerror: ((this: never, event: never) => unknown) | null;
}

/** The browser globals the transports need; `window` satisfies it, tests pass fakes. */
export interface TransportGlobals {
  Image?: new () => ImageLike;
  fetch?: (url: string, init: RequestInit) => Promise<{ ok: boolean }>;
  navigator?: { sendBeacon?(url: string, data: string): boolean };
}

/**
 * Image, ajax (fetch) and beacon transports over the given globals; a method the browser lacks is
 * left out, and the sender falls back to image. None of them throws: a failure resolves false.
 */
export function browserTransports(globals: TransportGlobals): Transports {
  const { Image, fetch, navigator } = globals;
  const transports: Transports = {};
  if (Image) {
    transports.image = (url, signal) =>
      new Promise<boolean>((resolve) => {
        const image = new Image();
        const finish = (delivered: boolean) => {
          image.onload = null;
          image.onerror = null;
          signal.removeEventListener('abort', cancel);
          resolve(delivered);
        };
        const cancel = () => {
          finish(false);
          image.src = '';
        };
        image.onload = () => finish(true);
        image.onerror = () => finish(false);
        signal.addEventListener('abort', cancel, { once: true });
        image.src = url;
      });
  }
  if (fetch) {
    transports.ajax = async (url, body, signal) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
          signal,
        });
        return response.ok;
      } catch {
        // Network failure or abort: the sender retries at the next interval.
        return false;
      }
    };
  }
  if (navigator?.sendBeacon) {
    transports.beacon = (url, body) => {
      try {
        return navigator.sendBeacon?.(url, body) ?? false;
      } catch {
        // sendBeacon throws on a URL it cannot use; report it as not delivered.
        return false;
      }
    };
  }
  return transports;
}
