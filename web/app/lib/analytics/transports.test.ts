import { describe, expect, it, vi } from 'vitest';
import { browserTransports, type ImageLike } from './transports.ts';

/** Images that load or fail as the test says, recording the URLs requested. */
function fakeImages() {
  const created: FakeImage[] = [];
  class FakeImage implements ImageLike {
    src = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      created.push(this);
    }
  }
  return { Image: FakeImage, created };
}

describe('image transport', () => {
  it('requests the URL and succeeds when the image loads', async () => {
    const images = fakeImages();
    const { image } = browserTransports({ Image: images.Image });
    const sent = image?.('https://rx.example/sync_js?data=x', new AbortController().signal);
    expect(images.created[0]?.src).toBe('https://rx.example/sync_js?data=x');
    images.created[0]?.onload?.();
    await expect(sent).resolves.toBe(true);
  });

  it('fails when the image errors', async () => {
    const images = fakeImages();
    const sent = browserTransports({ Image: images.Image }).image?.('u', new AbortController().signal);
    images.created[0]?.onerror?.();
    await expect(sent).resolves.toBe(false);
  });

  it('fails and drops the request when aborted', async () => {
    const images = fakeImages();
    const controller = new AbortController();
    const sent = browserTransports({ Image: images.Image }).image?.('u', controller.signal);
    controller.abort();
    await expect(sent).resolves.toBe(false);
    expect(images.created[0]?.src).toBe('');
    expect(images.created[0]?.onload).toBeNull();
  });
});

describe('ajax transport', () => {
  it('POSTs the body as JSON and succeeds on a 2xx answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: true }));
    const signal = new AbortController().signal;
    await expect(
      browserTransports({ fetch }).ajax?.('https://rx.example/sync_js', '{"events":[]}', signal),
    ).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('https://rx.example/sync_js', {
      method: 'POST',
      body: '{"events":[]}',
      headers: { 'Content-Type': 'application/json' },
      signal,
    });
  });

  it('fails on an error answer or a network failure', async () => {
    const signal = new AbortController().signal;
    const refused = browserTransports({ fetch: async () => ({ ok: false }) });
    await expect(refused.ajax?.('u', 'b', signal)).resolves.toBe(false);
    const offline = browserTransports({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.ajax?.('u', 'b', signal)).resolves.toBe(false);
  });
});

describe('beacon transport', () => {
  it('passes the body to sendBeacon and reports whether the browser took it', () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    expect(browserTransports({ navigator: { sendBeacon } }).beacon?.('u', 'body')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('u', 'body');
    expect(browserTransports({ navigator: { sendBeacon: () => false } }).beacon?.('u', 'body')).toBe(false);
  });

  it('fails instead of throwing when sendBeacon throws', () => {
    const sendBeacon = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(browserTransports({ navigator: { sendBeacon } }).beacon?.('u', 'body')).toBe(false);
  });
});

it('leaves out what the browser lacks', () => {
  expect(Object.keys(browserTransports({ navigator: {} }))).toEqual([]);
});
