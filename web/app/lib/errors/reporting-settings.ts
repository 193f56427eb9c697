import type { PublicConfig } from '@vela/contracts/ssr';

/** What the browser's error reporting needs of publicConfig, and nothing else of it. */
export interface ReportingSettings {
  release: string;
  /** Set: errors and traces go to Sentry; unset: errors go to the platform's endpoint. */
  sentryDsn?: string;
  tracesSampleRate?: number;
}

/** The window property the server's inline script sets before any of the app's modules run. */
export const REPORTING_SETTINGS_GLOBAL = '__velaErrorReporting';

export function reportingSettingsOf(config: PublicConfig): ReportingSettings {
  return {
    release: config.release,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.sentryDsn && config.sentryTracesSampleRate !== undefined
      ? { tracesSampleRate: config.sentryTracesSampleRate }
      : {}),
  };
}

/**
 * The inline script (React's bootstrapScriptContent) that hands the settings over before
 * hydration, so reporting starts before the first render can fail, even when the root loader
 * failed and there is no loader data. `<` is escaped so no value can close the script element.
 */
export function reportingSettingsScript(config: PublicConfig): string {
  const json = JSON.stringify(reportingSettingsOf(config)).replace(/</g, '\\u003c');
  return `window.${REPORTING_SETTINGS_GLOBAL}=${json};`;
}

/** Reads what the inline script left on `scope`; anything malformed reads as "not configured". */
export function readReportingSettings(scope: object): ReportingSettings | undefined {
  const value: unknown = (scope as Record<string, unknown>)[REPORTING_SETTINGS_GLOBAL];
  if (typeof value !== 'object' || value === null) return undefined;
  const { release, sentryDsn, tracesSampleRate } = value as Record<string, unknown>;
  if (typeof release !== 'string') return undefined;
  return {
    release,
    ...(typeof sentryDsn === 'string' && sentryDsn !== '' ? { sentryDsn } : {}),
    ...(typeof tracesSampleRate === 'number' && tracesSampleRate >= 0 && tracesSampleRate <= 1
      ? { tracesSampleRate }
      : {}),
  };
}

/**
 * The settings once the inline script has run. React puts it at the end of the body while React
 * Router's module script is async, so on a fast (cached) load the app can start before the parser
 * reaches it: then wait for the document to be parsed.
 */
export function reportingSettingsWhenParsed(
  scope: object,
  document: Pick<Document, 'readyState' | 'addEventListener'>,
): Promise<ReportingSettings | undefined> {
  const settings = readReportingSettings(scope);
  if (settings || document.readyState !== 'loading') return Promise.resolve(settings);
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(readReportingSettings(scope)), { once: true });
  });
}
