import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/support/memory-storage.ts';
import { fnv1a64 } from './hash.ts';
import {
  browserDeviceInfo,
  DEVICE_INFO_FIELDS,
  DEVICE_INFO_STORAGE_KEY,
  DEVICE_INFO_TTL_MS,
  type DeviceInfo,
  type DeviceInfoEnv,
  fingerprintInput,
  gmtOffsetText,
  loadDeviceInfo,
} from './info.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function fakeEnv(overrides: Partial<DeviceInfoEnv> = {}) {
  let clock = 1_700_000_000_000;
  const createCanvas = vi.fn(
    () =>
      ({
        getContext: (kind: string) => (kind === '2d' ? { fillRect() {}, fillText() {} } : null),
        toDataURL: () => 'data:image/png;base64,iVBOR',
      }) as never,
  );
  const env: DeviceInfoEnv = {
    navigator: { userAgent: IPHONE, language: 'zh-CN', platform: 'iPhone', plugins: [] },
    screen: { width: 390, height: 844, availWidth: 390, availHeight: 810 },
    storage: memoryStorage(),
    now: () => clock,
    timezoneOffset: -480,
    timeZone: 'Asia/Shanghai',
    createCanvas,
    createOfflineAudioContext: undefined,
    subtle: crypto.subtle,
    ...overrides,
  };
  const advance = (ms: number) => {
    clock += ms;
  };
  return { env, createCanvas, advance };
}

describe('gmtOffsetText', () => {
  it('writes the offset from UTC with the sign the other way round from getTimezoneOffset', () => {
    expect(gmtOffsetText(-480)).toBe('GMT+08:00');
    expect(gmtOffsetText(0)).toBe('GMT+00:00');
    expect(gmtOffsetText(300)).toBe('GMT-05:00');
    expect(gmtOffsetText(-345)).toBe('GMT+05:45');
    expect(gmtOffsetText(210)).toBe('GMT-03:30');
  });
});

describe('loadDeviceInfo', () => {
  it('fills every field of the record, unknown where the browser gives nothing', async () => {
    const { env } = fakeEnv();
    const info = await loadDeviceInfo(env);
    expect(Object.keys(info).sort()).toEqual([...DEVICE_INFO_FIELDS].sort());
    expect(info).toMatchObject({
      screen_resolution: '390x844',
      available_screen_resolution: '390x810',
      system_version: 'iOS 17.4',
      brand_model: 'Apple iPhone',
      system_lang: 'zh-CN',
      timezone: 'GMT+08:00',
      timezoneOffset: '-480',
      user_agent: IPHONE,
      list_plugin: 'unknown',
      canvas_code: fnv1a64('data:image/png;base64,iVBOR'),
      webgl_vendor: 'unknown',
      webgl_renderer: 'unknown',
      audio: 'unknown',
      platform: 'iPhone',
      web_timezone: 'Asia/Shanghai',
      device_name: 'Safari 17 on iOS',
    });
  });

  it('answers unknown for everything a bare environment lacks', async () => {
    const { env } = fakeEnv({
      navigator: { userAgent: '' },
      screen: undefined,
      storage: undefined,
      timezoneOffset: Number.NaN,
      timeZone: undefined,
      createCanvas: undefined,
    });
    const { fingerprint, ...rest } = await loadDeviceInfo(env);
    expect(new Set(Object.values(rest))).toEqual(new Set(['unknown']));
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fingerprints the sorted key=value lines with SHA-256, or FNV-1a 64 without SubtleCrypto', async () => {
    const withSubtle = await loadDeviceInfo(fakeEnv().env);
    const { fingerprint, ...values } = withSubtle;
    const lines = fingerprintInput(values);
    expect(lines.split('\n')[0]).toBe('audio=unknown');
    expect(lines.split('\n').at(-1)).toBe('webgl_vendor=unknown');
    expect(fingerprint).toBe(createHash('sha256').update(lines).digest('hex'));

    const withoutSubtle = await loadDeviceInfo(fakeEnv({ subtle: undefined }).env);
    expect(withoutSubtle.fingerprint).toBe(fnv1a64(lines));
  });

  it('changes the fingerprint when any value changes, not when the field order does', () => {
    const values: Omit<DeviceInfo, 'fingerprint'> = Object.fromEntries(
      DEVICE_INFO_FIELDS.filter((field) => field !== 'fingerprint').map((field) => [field, 'x']),
    ) as Omit<DeviceInfo, 'fingerprint'>;
    const reversed = Object.fromEntries(Object.entries(values).reverse()) as typeof values;
    expect(fingerprintInput(reversed)).toBe(fingerprintInput(values));
    expect(fingerprintInput({ ...values, timezone: 'y' })).not.toBe(fingerprintInput(values));
  });

  it('serves the cached record for 24 h, then measures again', async () => {
    const { env, createCanvas, advance } = fakeEnv();
    const first = await loadDeviceInfo(env);
    const measured = createCanvas.mock.calls.length;
    expect(JSON.parse(env.storage?.getItem(DEVICE_INFO_STORAGE_KEY) ?? '')).toEqual({
      savedAt: env.now(),
      info: first,
    });

    advance(DEVICE_INFO_TTL_MS - 1);
    expect(await loadDeviceInfo({ ...env, screen: { width: 1, height: 1, availWidth: 1, availHeight: 1 } })).toEqual(
      first,
    );
    expect(createCanvas).toHaveBeenCalledTimes(measured);

    advance(1);
    const second = await loadDeviceInfo({ ...env, screen: { width: 1, height: 1, availWidth: 1, availHeight: 1 } });
    expect(second.screen_resolution).toBe('1x1');
    expect(createCanvas.mock.calls.length).toBeGreaterThan(measured);
  });

  it('measures again after a browser update, a clock set back, or a corrupt entry', async () => {
    const { env, advance } = fakeEnv();
    await loadDeviceInfo(env);
    const updated = await loadDeviceInfo({ ...env, navigator: { ...env.navigator, userAgent: `${IPHONE} v2` } });
    expect(updated.user_agent).toBe(`${IPHONE} v2`);

    advance(-1000);
    const afterClockChange = await loadDeviceInfo({ ...env, timeZone: 'Asia/Tokyo' });
    expect(afterClockChange.web_timezone).toBe('Asia/Tokyo');

    for (const corrupt of ['{', '{"savedAt":1}', JSON.stringify({ savedAt: env.now(), info: { audio: 1 } })]) {
      env.storage?.setItem(DEVICE_INFO_STORAGE_KEY, corrupt);
      expect((await loadDeviceInfo(env)).web_timezone).toBe('Asia/Shanghai');
    }
  });

  it('still answers when storage throws', async () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect((await loadDeviceInfo(fakeEnv({ storage }).env)).system_version).toBe('iOS 17.4');
  });

  it('asks client hints for the model that a reduced user agent hides', async () => {
    const getHighEntropyValues = vi.fn(async () => ({ model: 'Pixel 8' }));
    const { env } = fakeEnv({
      navigator: {
        userAgent: 'Mozilla/5.0 (Linux; Android 10; K) Chrome/126.0.0.0 Mobile Safari/537.36',
        userAgentData: { platform: 'Android', getHighEntropyValues },
      },
    });
    const info = await loadDeviceInfo(env);
    expect(info.brand_model).toBe('Google Pixel 8');
    expect(info.platform).toBe('Android');
    expect(getHighEntropyValues).toHaveBeenCalledWith(['model']);
  });
});

describe('browserDeviceInfo', () => {
  it('refuses to run on the server', async () => {
    await expect(browserDeviceInfo()).rejects.toThrow(/browser-only/);
  });
});
