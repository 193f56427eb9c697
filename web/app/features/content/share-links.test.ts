import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links.ts';

describe('shareTargets', () => {
  it('encodes the page URL and title into each network', () => {
    const targets = shareTargets('https://vela.example/ja_JP/events-announcements/maintenance/7', 'Fees & "tips" #1?');
    const byNetwork = Object.fromEntries(targets.map((target) => [target.network, new URL(target.href)]));
    expect(byNetwork.x?.origin).toBe('https://twitter.com');
    expect(byNetwork.x?.searchParams.get('text')).toBe('Fees & "tips" #1?');
    expect(byNetwork.x?.searchParams.get('url')).toBe('https://vela.example/ja_JP/events-announcements/maintenance/7');
    expect(byNetwork.telegram?.searchParams.get('url')).toBe(
      'https://vela.example/ja_JP/events-announcements/maintenance/7',
    );
    expect(byNetwork.telegram?.searchParams.get('text')).toBe('Fees & "tips" #1?');
    expect(byNetwork.facebook?.searchParams.get('u')).toBe(
      'https://vela.example/ja_JP/events-announcements/maintenance/7',
    );
    for (const { href } of targets) {
      expect(href).not.toContain(' ');
      expect(href).not.toContain('"');
      expect([...new URL(href).searchParams.keys()].length).toBeLessThanOrEqual(2);
    }
  });
});
