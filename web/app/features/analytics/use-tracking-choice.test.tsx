// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { readCookie } from '../../lib/http/cookies.ts';
import type { TrackingChoiceSnapshot } from './tracking-choice.ts';

const KEY = 'vela_tracking_choice';

/** A fresh module per test: the page's store is created once per module instance. */
async function loadPage() {
  vi.resetModules();
  const { useTrackingChoice } = await import('./use-tracking-choice.ts');
  const { TrackingBanner } = await import('./tracking-banner.tsx');
  /** What AnalyticsRoot renders for the choice, plus the choice itself to read in the test. */
  function Page({ serverChoice }: { serverChoice: TrackingChoiceSnapshot }) {
    const [choice, choose] = useTrackingChoice(serverChoice);
    return (
      <I18nextProvider i18n={i18nFor('en_US', enUS)}>
        <output>{choice}</output>
        {choice === 'unset' ? <TrackingBanner onChoose={choose} /> : null}
      </I18nextProvider>
    );
  }
  return Page;
}

function clearCookie() {
  document.cookie = `${KEY}=; Path=/; Max-Age=0`;
}

function setCookie(value: string) {
  document.cookie = `${KEY}=${value}; Path=/`;
}

/** The server's HTML for `serverChoice`, then hydration in this document. */
async function serverRenderThenHydrate(serverChoice: TrackingChoiceSnapshot) {
  const Page = await loadPage();
  const html = renderToString(<Page serverChoice={serverChoice} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, <Page serverChoice={serverChoice} />, { onRecoverableError }),
  );
  return {
    html,
    container,
    onRecoverableError,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookie();
});
afterEach(() => {
  window.localStorage.clear();
  clearCookie();
});

describe('useTrackingChoice', () => {
  it('without a cookie, the server renders the banner and hydration keeps it without a mismatch', async () => {
    const page = await serverRenderThenHydrate('unset');
    expect(page.html).toContain('data-testid="tracking-banner"');
    expect(page.html).toContain('Analytics help us improve Vela.');
    // The buttons wait for the script that records the choice.
    expect(page.html.match(/disabled=""/g)).toHaveLength(2);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.container.querySelector('output')?.textContent).toBe('unset');
    const buttons = [...page.container.querySelectorAll('button')];
    expect(buttons.map((button) => button.disabled)).toEqual([false, false]);

    await act(async () => buttons[0]?.click());
    expect(page.container.querySelector('output')?.textContent).toBe('allow');
    expect(page.container.querySelector('[data-testid="tracking-banner"]')).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBe('allow');
    expect(readCookie(document.cookie, KEY)).toBe('allow');
    page.unmount();
  });

  it('with the cookie, the server renders no banner and the browser agrees', async () => {
    setCookie('decline');
    const page = await serverRenderThenHydrate('decline');
    expect(page.html).not.toContain('tracking-banner');
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.container.querySelector('output')?.textContent).toBe('decline');
    page.unmount();
  });

  it('a choice kept only in storage (before the cookie): hydrates with the banner, hides it, writes the cookie', async () => {
    window.localStorage.setItem(KEY, 'allow');
    const page = await serverRenderThenHydrate('unset');
    expect(page.html).toContain('tracking-banner');
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.container.querySelector('output')?.textContent).toBe('allow');
    expect(page.container.querySelector('[data-testid="tracking-banner"]')).toBeNull();
    expect(readCookie(document.cookie, KEY)).toBe('allow');
    page.unmount();
  });
});
