import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/support/memory-storage.ts';
import { appFromUserAgent, detectNativeApp, IN_APP_STORAGE_KEY, nativeShell, shellFromQuery } from './shell.ts';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('appFromUserAgent', () => {
  it('reads the shell and version from the VelaApp marker', () => {
    expect(appFromUserAgent(`${SAFARI} VelaApp/3.2.1 (iOS 17.4)`)).toEqual({ shell: 'ios', version: '3.2.1' });
    expect(appFromUserAgent('Mozilla/5.0 (Linux; Android 14) VelaApp/2.0.0-beta.1 (Android; Pixel 8)')).toEqual({
      shell: 'android',
      version: '2.0.0-beta.1',
    });
    expect(appFromUserAgent('... velaapp/1.0 (flutter; android 14)')).toEqual({ shell: 'flutter', version: '1.0' });
  });

  it('ignores ordinary browsers, unknown platforms and look-alike markers', () => {
    expect(appFromUserAgent(SAFARI)).toBeUndefined();
    expect(appFromUserAgent(null)).toBeUndefined();
    expect(appFromUserAgent('VelaApp/1.0 (Windows)')).toBeUndefined();
    expect(appFromUserAgent('NotVelaApp/1.0 (iOS)')).toBeUndefined();
    expect(appFromUserAgent('VelaApp/ (iOS)')).toBeUndefined();
  });
});

describe('shellFromQuery', () => {
  it('accepts the three shells in any case, with or without the question mark', () => {
    expect(shellFromQuery('?inApp=ios')).toBe('ios');
    expect(shellFromQuery('a=1&inApp=Android')).toBe('android');
    expect(shellFromQuery('?inApp=FLUTTER')).toBe('flutter');
  });

  it('rejects other values', () => {
    expect(shellFromQuery('?inApp=windows')).toBeUndefined();
    expect(shellFromQuery('?inapp=ios')).toBeUndefined();
    expect(shellFromQuery('')).toBeUndefined();
  });
});

describe('detectNativeApp', () => {
  it('remembers a query flag for the session and finds it again without the query', () => {
    const storage = memoryStorage();
    expect(detectNativeApp({ userAgent: SAFARI, search: '?inApp=flutter', storage })).toEqual({ shell: 'flutter' });
    expect(storage.items.get(IN_APP_STORAGE_KEY)).toBe('flutter');
    expect(detectNativeApp({ userAgent: SAFARI, search: '', storage })).toEqual({ shell: 'flutter' });
  });

  it('prefers the user-agent marker over the query flag and stored flag', () => {
    const storage = memoryStorage({ [IN_APP_STORAGE_KEY]: 'android' });
    expect(detectNativeApp({ userAgent: `${SAFARI} VelaApp/1.0 (iOS)`, search: '?inApp=flutter', storage })).toEqual({
      shell: 'ios',
      version: '1.0',
    });
  });

  it('ignores a tampered stored value and works without storage', () => {
    expect(
      detectNativeApp({ userAgent: SAFARI, search: '', storage: memoryStorage({ [IN_APP_STORAGE_KEY]: 'x' }) }),
    ).toBeUndefined();
    expect(detectNativeApp({ userAgent: SAFARI, search: '?inApp=ios', storage: undefined })).toEqual({ shell: 'ios' });
  });

  it('still detects the query flag when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(detectNativeApp({ userAgent: SAFARI, search: '?inApp=android', storage })).toEqual({ shell: 'android' });
    expect(detectNativeApp({ userAgent: SAFARI, search: '', storage })).toBeUndefined();
  });
});

describe('nativeShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is undefined on the server', () => {
    expect(nativeShell()).toBeUndefined();
  });

  it('reads the browser when there is one', () => {
    vi.stubGlobal('window', {
      navigator: { userAgent: SAFARI },
      location: { search: '?inApp=ios' },
      sessionStorage: memoryStorage(),
    });
    expect(nativeShell()).toBe('ios');
  });
});
