import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainHost, normalisedDocumentUrl } from './document-path.ts';

describe('normalisedDocumentUrl', () => {
  it('leaves a normal path alone', () => {
    for (const url of ['/', '/markets', '/ja_JP/trade/BTC_USDT?x=//y', '/a%2Fb', '/%E0%A4%A']) {
      expect(normalisedDocumentUrl(url), url).toBeUndefined();
    }
  });

  it('makes doubled slashes and backslashes one slash, keeping the query', () => {
    expect(normalisedDocumentUrl('//markets')).toBe('/markets');
    expect(normalisedDocumentUrl('/ja_JP//markets?a=//b')).toBe('/ja_JP/markets?a=//b');
    expect(normalisedDocumentUrl('///')).toBe('/');
    expect(normalisedDocumentUrl('/\\evil.com')).toBe('/evil.com');
    expect(normalisedDocumentUrl('/%5Cevil.com')).toBe('/evil.com');
    expect(normalisedDocumentUrl('/%5c%5C/x')).toBe('/x');
    expect(normalisedDocumentUrl('/ja_JP/\\x')).toBe('/ja_JP/x');
    expect(normalisedDocumentUrl('//a b\u00e9')).toBe('/a%20b%C3%A9');
  });

  it('always gives an in-site path: never another host, whatever the input', () => {
    const piece = fc.constantFrom('/', '\\', '%5C', '%5c', '%2F', 'evil.com', '.', '..', '?', '\t', ' ', '@', ':', 'é');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }), (pieces) => {
        const url = `/${pieces.join('')}`;
        const normal = normalisedDocumentUrl(url);
        if (normal === undefined) return;
        expect(normal).toMatch(/^\/(?![/\\])/);
        expect(normal).toMatch(/^[\x21-\x7e]*$/);
        expect(new URL(normal, 'http://site.example').host).toBe('site.example');
      }),
    );
  });
});

describe('isPlainHost', () => {
  it('takes a host and port, and refuses what would change the page URL', () => {
    for (const host of [undefined, 'localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:80', 'Vela.Example']) {
      expect(isPlainHost(host), String(host)).toBe(true);
    }
    for (const host of ['', 'evil.com:99999', 'a/b', 'a?b', 'a#b', 'user@a', 'a b', 'a\\b', ':']) {
      expect(isPlainHost(host), host).toBe(false);
    }
  });
});
