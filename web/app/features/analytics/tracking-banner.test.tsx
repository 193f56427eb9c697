// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import jaJP from '../../i18n/locales/ja_JP.json';
import { TrackingBanner } from './tracking-banner.tsx';

afterEach(cleanup);

describe('TrackingBanner', () => {
  it('is a labelled region with the message and both choices, taking no focus', () => {
    const onChoose = vi.fn();
    render(
      <I18nextProvider i18n={i18nFor('en_US', enUS)}>
        <button type="button">elsewhere</button>
        <TrackingBanner onChoose={onChoose} />
      </I18nextProvider>,
    );
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    const region = screen.getByRole('region', { name: 'Privacy choice' });
    expect(region.textContent).toContain('Analytics help us improve Vela.');
    expect(document.activeElement?.textContent).toBe('elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onChoose.mock.calls).toEqual([['allow'], ['decline']]);
  });

  it('speaks the active locale', () => {
    render(
      <I18nextProvider i18n={i18nFor('ja_JP', jaJP)}>
        <TrackingBanner onChoose={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: jaJP.analytics.consentLabel })).toBeTruthy();
    expect(screen.getByRole('button', { name: jaJP.analytics.allow })).toBeTruthy();
  });
});
