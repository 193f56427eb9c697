// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import timeZoneEn from '../i18n/features/timeZone/en_US.json';
import { i18nFor } from '../i18n/i18n.ts';
import enUS from '../i18n/locales/en_US.json';
import { TimeZoneSelect } from './time-zone-select.tsx';

const post = vi.fn(async () => ({ code: 0 }));
vi.mock('../lib/api/browser-api.ts', () => ({ browserApi: () => ({ post }) }));

const root = {
  locale: 'ja_JP',
  loggedIn: true,
  deviceKind: 'desktop',
  timeZone: { choice: 'local', viewerZone: null },
};
vi.mock('../lib/routing/root-data.ts', () => ({ useRootData: () => root }));

beforeEach(() => {
  post.mockClear();
});
afterEach(() => {
  cleanup();
  document.cookie = 'vela_time_zone=; Max-Age=0; Path=/';
});

function renderSelect() {
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, timeZone: timeZoneEn })}>
      <TimeZoneSelect />
    </I18nextProvider>,
  );
  return screen.getByLabelText(timeZoneEn.label);
}

describe('TimeZoneSelect', () => {
  it('saves a signed-in user’s choice on the account with the zone it shows', () => {
    root.loggedIn = true;
    fireEvent.change(renderSelect(), { target: { value: 'locale' } });
    expect(document.cookie).toContain('vela_time_zone=locale');
    expect(post).toHaveBeenCalledWith('/v2/users/membership/user-perfenerce/update', {
      timeZoneChoice: 'locale',
      timeZone: 'Asia/Tokyo',
      deviceType: 'web',
    });
    fireEvent.change(screen.getByLabelText(timeZoneEn.label), { target: { value: 'utc' } });
    expect(post).toHaveBeenLastCalledWith(
      '/v2/users/membership/user-perfenerce/update',
      expect.objectContaining({ timeZoneChoice: 'utc', timeZone: 'UTC' }),
    );
  });

  it('keeps a visitor’s choice in the browser only', () => {
    root.loggedIn = false;
    fireEvent.change(renderSelect(), { target: { value: 'utc' } });
    expect(document.cookie).toContain('vela_time_zone=utc');
    expect(post).not.toHaveBeenCalled();
  });
});
