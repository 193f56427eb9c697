import type { PublicConfig } from '@vela/contracts/ssr';
import { describe, expect, it, vi } from 'vitest';
import {
  REPORTING_SETTINGS_GLOBAL,
  readReportingSettings,
  reportingSettingsOf,
  reportingSettingsScript,
  reportingSettingsWhenParsed,
} from './reporting-settings.ts';

const config: PublicConfig = {
  publicUrl: 'https://vela.example',
  helpCenterUrl: 'https://support.vela.example',
  chatGroupLinks: {},
  release: 'vela@0.1.0',
  fastApiUrls: { spot: '', futures: '/futuresapi' },
  websocketUrls: { spot: 'wss://vela.example/ws/spot', futures: 'wss://vela.example/ws/futures' },
};

/** Runs the inline script the way the browser would, against a fresh global object. */
function runScript(script: string): Record<string, unknown> {
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return window;
}

describe('reporting settings', () => {
  it('carry the release only when no DSN is configured', () => {
    expect(reportingSettingsOf({ ...config, sentryTracesSampleRate: 0.5 })).toEqual({ release: 'vela@0.1.0' });
  });

  it('carry the DSN and the sample rate when one is', () => {
    expect(
      reportingSettingsOf({ ...config, sentryDsn: 'https://k@sentry.example/1', sentryTracesSampleRate: 0.25 }),
    ).toEqual({ release: 'vela@0.1.0', sentryDsn: 'https://k@sentry.example/1', tracesSampleRate: 0.25 });
  });

  it('reach the browser through the inline script, and nothing else of publicConfig does', () => {
    const scope = runScript(
      reportingSettingsScript({ ...config, sentryDsn: 'https://k@sentry.example/1', sentryTracesSampleRate: 0.1 }),
    );
    expect(Object.keys(scope)).toEqual([REPORTING_SETTINGS_GLOBAL]);
    expect(readReportingSettings(scope)).toEqual({
      release: 'vela@0.1.0',
      sentryDsn: 'https://k@sentry.example/1',
      tracesSampleRate: 0.1,
    });
  });

  it('cannot close the script element, whatever the values hold', () => {
    const script = reportingSettingsScript({ ...config, release: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('<');
    expect(readReportingSettings(runScript(script))?.release).toBe('</script><script>alert(1)</script>');
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'vela@0.1.0'],
    ['no release', { sentryDsn: 'https://k@sentry.example/1' }],
  ])('read as not configured from %s', (_case, value) => {
    expect(readReportingSettings({ [REPORTING_SETTINGS_GLOBAL]: value })).toBeUndefined();
  });

  it('ignore a malformed DSN or sample rate', () => {
    expect(
      readReportingSettings({ [REPORTING_SETTINGS_GLOBAL]: { release: 'r', sentryDsn: '', tracesSampleRate: 7 } }),
    ).toEqual({ release: 'r' });
  });
});

describe('reportingSettingsWhenParsed', () => {
  const fakeDocument = (readyState: DocumentReadyState) => {
    const listeners: (() => void)[] = [];
    return {
      readyState,
      addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
      parsed: () => {
        for (const listener of listeners) listener();
      },
    };
  };

  it('reads at once when the script has run', async () => {
    const scope = runScript(reportingSettingsScript(config));
    const document = fakeDocument('loading');
    expect(await reportingSettingsWhenParsed(scope, document)).toEqual({ release: 'vela@0.1.0' });
    expect(document.addEventListener).not.toHaveBeenCalled();
  });

  it('waits for the document when the app starts before the parser reached the script', async () => {
    const scope: Record<string, unknown> = {};
    const document = fakeDocument('loading');
    const settings = reportingSettingsWhenParsed(scope, document);
    Object.assign(scope, runScript(reportingSettingsScript(config)));
    document.parsed();
    expect(await settings).toEqual({ release: 'vela@0.1.0' });
  });

  it('gives up when the document is parsed without the script (no server settings)', async () => {
    expect(await reportingSettingsWhenParsed({}, fakeDocument('interactive'))).toBeUndefined();
  });
});
