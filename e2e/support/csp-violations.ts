import type { Browser, BrowserContext, Response } from '@playwright/test';

/** One `securitypolicyviolation` event a page fired, or a document that came without a policy. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const BINDING = '__velaCspViolation';

/**
 * Runs in every page before its own scripts: each CSP violation (a blocked script, style, socket,
 * image, frame...) is handed to the test runner through the binding.
 */
const LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${BINDING}({
    page: document.location.href,
    directive: event.effectiveDirective || event.violatedDirective,
    blocked: event.blockedURI,
    source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '',
    sample: event.sample,
  });
}, true);`;

/** An HTML document of the app must come with its Content-Security-Policy (issue 20). */
function documentWithoutPolicy(response: Response): CspViolation | undefined {
  if (response.request().resourceType() !== 'document') return undefined;
  const headers = response.headers();
  if (!(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  if ((headers['content-security-policy'] ?? '').includes('script-src')) return undefined;
  return {
    page: response.url(),
    directive: '(no Content-Security-Policy header)',
    blocked: '',
    source: '',
    sample: '',
  };
}

async function watch(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript({ content: LISTENER });
  context.on('response', (response) => {
    const missing = documentWithoutPolicy(response);
    if (missing) violations.push(missing);
  });
}

/**
 * Records the CSP violations of the test's own context and of every context the test opens with
 * `browser.newContext()` while it runs (many specs open a phone-sized or script-less one), then
 * hands them to `check` once the test is over.
 */
export async function watchCspViolations(
  { context, browser }: { context: BrowserContext; browser: Browser },
  run: () => Promise<void>,
  check: (violations: CspViolation[]) => void,
): Promise<void> {
  const violations: CspViolation[] = [];
  await watch(context, violations);
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const opened = await newContext.apply(browser, args);
    await watch(opened, violations);
    return opened;
  };
  try {
    await run();
  } finally {
    browser.newContext = newContext;
  }
  check(violations);
}

export function describeViolations(violations: CspViolation[]): string {
  return violations
    .map(
      ({ page, directive, blocked, source, sample }) =>
        `${directive} blocked ${blocked || '(inline)'} on ${page}${source ? ` from ${source}` : ''}${sample ? `: ${sample}` : ''}`,
    )
    .join('\n');
}
