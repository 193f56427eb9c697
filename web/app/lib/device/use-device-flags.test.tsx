// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_FLAGS, type DeviceFlags } from './flags.ts';
import { useDeviceFlags } from './use-device-flags.ts';

function Layout({ serverFlags }: { serverFlags?: DeviceFlags }) {
  return <p data-testid="kind">{useDeviceFlags(serverFlags).kind}</p>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useDeviceFlags', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resizeTo(1280);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the server flags on the server, mapped back to the shared object', () => {
    const fromLoaderData = JSON.parse(JSON.stringify(DEVICE_FLAGS.mobile)) as DeviceFlags;
    expect(renderToString(<Layout serverFlags={fromLoaderData} />)).toContain('mobile');
  });

  it('hydrates with the server flags without a mismatch, then shows the measured ones', async () => {
    const container = document.createElement('div');
    // What the server sent for a phone's user agent.
    container.innerHTML = '<p data-testid="kind">mobile</p>';
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Layout serverFlags={DEVICE_FLAGS.mobile} />, { onRecoverableError }),
    );
    expect(container.textContent).toBe('desktop');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('follows the window width 50 ms after the last resize', () => {
    render(<Layout serverFlags={DEVICE_FLAGS.mobile} />);
    expect(screen.getByTestId('kind').textContent).toBe('desktop');

    act(() => {
      resizeTo(800);
      vi.advanceTimersByTime(49);
    });
    expect(screen.getByTestId('kind').textContent).toBe('desktop');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('kind').textContent).toBe('tablet');

    act(() => {
      resizeTo(375);
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByTestId('kind').textContent).toBe('mobile');
  });
});
