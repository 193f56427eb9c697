// @vitest-environment happy-dom

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseTimeZone, useTimeZone } from './time-zone.ts';

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
vi.mock('../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'ja_JP', timeZone: { choice: 'local', viewerZone } }),
}));

afterEach(cleanup);

let renders = 0;
function ShownZone() {
  renders++;
  const { choice, zone } = useTimeZone();
  return <p>{`${choice} ${zone}`}</p>;
}

describe('useTimeZone', () => {
  it('does not render again when the browser learns the zone the page was served in', async () => {
    render(<ShownZone />);
    // The browser's zone is learnt in a microtask after subscribing.
    await act(() => Promise.resolve());
    expect(screen.getByText(`local ${viewerZone}`)).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('renders the chosen zone at once', () => {
    render(<ShownZone />);
    act(() => chooseTimeZone('locale'));
    expect(screen.getByText('locale Asia/Tokyo')).toBeTruthy();
  });
});
