import { describe, expect, it } from 'vitest';
import { fakeLogger } from '../../../test/support/analytics-fakes.ts';
import { type ClickSource, decorateLinksOnClick, decorateUrl, parseLinkerEntries, readLinkerId } from './linker.ts';

describe('site-linker entries', () => {
  it('reads part_url as host and optional path, with after_hash', () => {
    const logger = fakeLogger();
    expect(
      parseLinkerEntries(
        [
          { part_url: 'shop.example.com', after_hash: false },
          { part_url: 'https://Learn.Example.org/courses?x=1', after_hash: true },
          { part_url: 'http://localhost.test:8080', after_hash: false },
        ],
        logger,
      ),
    ).toEqual([
      { host: 'shop.example.com', path: '', afterHash: false },
      { host: 'learn.example.org', path: '/courses', afterHash: true },
      { host: 'localhost.test:8080', path: '', afterHash: false },
    ]);
    expect(logger.warnings).toEqual([]);
  });

  it('skips entries without a host-like part_url or a boolean after_hash, with a warning each', () => {
    const logger = fakeLogger();
    const entries = parseLinkerEntries(
      [
        { part_url: 'nohost', after_hash: false },
        { part_url: '/just/a/path', after_hash: false },
        { part_url: 'b.example', after_hash: 'yes' },
        { part_url: 'b.example' },
        { part_url: 42, after_hash: true },
        'b.example',
        null,
        { part_url: 'good.example', after_hash: true },
      ],
      logger,
    );
    expect(entries).toEqual([{ host: 'good.example', path: '', afterHash: true }]);
    expect(logger.warnings).toHaveLength(7);
    expect(logger.warnings[0]).toBe('analytics: skipped site-linker entry {"part_url":"nohost","after_hash":false}');
  });

  it('warns when the list itself is missing', () => {
    const logger = fakeLogger();
    expect(parseLinkerEntries(undefined, logger)).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('link decoration', () => {
  const inQuery = [{ host: 'b.example', path: '', afterHash: false }];
  const afterHash = [{ host: 'b.example', path: '', afterHash: true }];

  it('adds the distinct id to the query of links to a linked host and its subdomains', () => {
    expect(decorateUrl('https://b.example/page?x=1#top', inQuery, 'id 1')).toBe(
      'https://b.example/page?x=1&_tasdk=id%201#top',
    );
    expect(decorateUrl('https://www.b.example/', inQuery, 'abc')).toBe('https://www.b.example/?_tasdk=abc');
  });

  it('replaces an id the link already carries and leaves the other pairs as they were', () => {
    expect(decorateUrl('https://b.example/?a=%20b&_tasdk=old&c', inQuery, 'new')).toBe(
      'https://b.example/?a=%20b&c&_tasdk=new',
    );
  });

  it('puts the id after the hash when the entry says so', () => {
    expect(decorateUrl('https://b.example/app#/trade?pair=BTC_USDT', afterHash, 'abc')).toBe(
      'https://b.example/app#/trade?pair=BTC_USDT&_tasdk=abc',
    );
    expect(decorateUrl('https://b.example/app#/trade', afterHash, 'abc')).toBe(
      'https://b.example/app#/trade?_tasdk=abc',
    );
    expect(decorateUrl('https://b.example/app?x=1', afterHash, 'abc')).toBe('https://b.example/app?x=1#?_tasdk=abc');
  });

  it('leaves other hosts, look-alike hosts, other paths and other protocols alone', () => {
    const underPath = [{ host: 'b.example', path: '/shop', afterHash: false }];
    for (const href of ['https://c.example/', 'https://notb.example/', 'https://b.example.evil.test/']) {
      expect(decorateUrl(href, inQuery, 'abc')).toBe(href);
    }
    expect(decorateUrl('https://b.example/blog', underPath, 'abc')).toBe('https://b.example/blog');
    expect(decorateUrl('https://b.example/shop/1', underPath, 'abc')).toBe('https://b.example/shop/1?_tasdk=abc');
    expect(decorateUrl('mailto:x@b.example', inQuery, 'abc')).toBe('mailto:x@b.example');
    expect(decorateUrl('ftp://b.example/file', inQuery, 'abc')).toBe('ftp://b.example/file');
    expect(decorateUrl('not a url', inQuery, 'abc')).toBe('not a url');
  });

  it('matches the port only when the entry names one', () => {
    const withPort = [{ host: 'b.example:8443', path: '', afterHash: false }];
    expect(decorateUrl('https://b.example:8443/', withPort, 'a')).toBe('https://b.example:8443/?_tasdk=a');
    expect(decorateUrl('https://b.example/', withPort, 'a')).toBe('https://b.example/');
    expect(decorateUrl('https://b.example:8443/', inQuery, 'a')).toBe('https://b.example:8443/?_tasdk=a');
  });
});

describe('reading the link id', () => {
  it('reads it from the query or after the hash', () => {
    expect(readLinkerId('https://a.example/?x=1&_tasdk=id%201')).toBe('id 1');
    expect(readLinkerId('https://a.example/#/trade?_tasdk=abc')).toBe('abc');
  });

  it('finds nothing in a URL without one, with an empty one or in a non-URL', () => {
    expect(readLinkerId('https://a.example/?tasdk=abc')).toBeUndefined();
    expect(readLinkerId('https://a.example/?_tasdk=')).toBeUndefined();
    expect(readLinkerId('https://a.example/#_tasdk=abc')).toBeUndefined();
    expect(readLinkerId('/relative')).toBeUndefined();
  });
});

describe('decorating clicked links', () => {
  function fakeDocument() {
    const listeners = new Map<string, (event: Event) => void>();
    const source: ClickSource = {
      addEventListener: (type, listener, capture) => {
        expect(capture).toBe(true);
        listeners.set(type, listener);
      },
      removeEventListener: (type) => void listeners.delete(type),
    };
    const anchor = {
      href: 'https://b.example/',
      setAttribute(name: string, value: string) {
        if (name === 'href') this.href = value;
      },
    };
    const click = (type: string, target: unknown) => listeners.get(type)?.({ target } as unknown as Event);
    return { source, listeners, anchor, click };
  }

  it('rewrites the href of the clicked link, also on middle click', () => {
    const page = fakeDocument();
    decorateLinksOnClick(page.source, (href) => `${href}?_tasdk=abc`);
    const span = { closest: (selector: string) => (selector === 'a[href]' ? page.anchor : null) };
    page.click('click', span);
    expect(page.anchor.href).toBe('https://b.example/?_tasdk=abc');
    page.anchor.href = 'https://b.example/';
    page.click('auxclick', span);
    expect(page.anchor.href).toBe('https://b.example/?_tasdk=abc');
  });

  it('ignores clicks outside links and stops listening when asked', () => {
    const page = fakeDocument();
    const stop = decorateLinksOnClick(page.source, () => 'changed');
    page.click('click', { closest: () => null });
    page.click('click', null);
    expect(page.anchor.href).toBe('https://b.example/');
    stop();
    expect(page.listeners.size).toBe(0);
  });
});
