import { createContext, useContext } from 'react';
import { ZOD_JITLESS_SCRIPT } from '../lib/zod-jitless.ts';

/**
 * The response's Content-Security-Policy nonce, provided by entry.server.tsx while rendering on the
 * server; undefined in the browser, which hides nonces from the page anyway (and never runs a
 * script React hydrates).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/** The head's first script: zod without eval, before any module runs (lib/zod-jitless.ts). */
export function ZodJitlessScript() {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input in it.
      dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }}
    />
  );
}
