import { describe, expect, it } from 'vitest';
import { brandModel, deviceName, systemVersion } from './ua.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  pixelWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
  reducedChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  oldAndroid:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  win7Firefox: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxOpera:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

describe('systemVersion', () => {
  it.each([
    [UA.iphone, 'iOS 17.4.1'],
    [UA.ipadChrome, 'iOS 16.6'],
    [UA.pixelWebView, 'Android 14'],
    [UA.oldAndroid, 'Android 4.0.3'],
    [UA.firefoxAndroid, 'Android 14'],
    [UA.edge, 'Windows 10'],
    [UA.win7Firefox, 'Windows 7'],
    [UA.macSafari, 'macOS 10.15.7'],
    [UA.linuxOpera, 'Linux'],
    [UA.chromebook, 'ChromeOS'],
    ['curl/8.5.0', 'unknown'],
    [undefined, 'unknown'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(systemVersion(userAgent)).toBe(expected);
  });
});

describe('brandModel', () => {
  it.each([
    [UA.iphone, 'Apple iPhone'],
    [UA.ipadChrome, 'Apple iPad'],
    [UA.macSafari, 'Apple Mac'],
    [UA.pixelWebView, 'Google Pixel 8'],
    [UA.samsung, 'Samsung SM-S918B'],
    [UA.oldAndroid, 'LG-L160L'],
    [UA.reducedChrome, 'unknown'],
    [UA.firefoxAndroid, 'unknown'],
    [UA.edge, 'unknown'],
    [null, 'unknown'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(brandModel(userAgent)).toBe(expected);
  });

  it('prefers the client-hint model over the reduced user agent', () => {
    expect(brandModel(UA.reducedChrome, 'Redmi Note 12')).toBe('Xiaomi Redmi Note 12');
    expect(brandModel(UA.reducedChrome, '  ')).toBe('unknown');
  });
});

describe('deviceName', () => {
  it.each([
    [UA.iphone, 'Safari 17 on iOS'],
    [UA.ipadChrome, 'Chrome 126 on iOS'],
    [UA.pixelWebView, 'Chrome 126 on Android'],
    [UA.samsung, 'Samsung Internet 25 on Android'],
    [UA.firefoxAndroid, 'Firefox 126 on Android'],
    [UA.edge, 'Edge 126 on Windows'],
    [UA.macSafari, 'Safari 17 on macOS'],
    [UA.linuxOpera, 'Opera 110 on Linux'],
    ['Mozilla/5.0 Chrome/1.0', 'Chrome 1'],
    ['curl/8.5.0', 'unknown'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});
