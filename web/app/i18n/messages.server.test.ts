import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.server.ts';
import { readMessages } from './read-messages.node.ts';

describe('messagesFor', () => {
  it('is the core catalogue alone without namespaces', () => {
    const core = messagesFor('ja_JP');
    expect(core.header).toEqual(readMessages('ja_JP').header);
    expect(core).not.toHaveProperty('trade');
    expect(core).not.toHaveProperty('home');
  });

  it('adds exactly the named feature namespaces', () => {
    const messages = messagesFor('fr_FR', ['futuresForm', 'trade']);
    const all = readMessages('fr_FR');
    expect(messages.trade).toEqual(all.trade);
    expect(messages.futuresForm).toEqual(all.futuresForm);
    expect(messages).not.toHaveProperty('futuresAccount');
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(messagesFor('fr_FR')), 'futuresForm', 'trade'].sort());
  });

  it('returns one object per locale and namespace set, whatever the order', () => {
    expect(messagesFor('ko_KR', ['trade', 'futures'])).toBe(messagesFor('ko_KR', ['futures', 'trade', 'trade']));
    expect(messagesFor('ko_KR', ['trade'])).not.toBe(messagesFor('zh_CN', ['trade']));
  });

  it('leaves out a namespace that has no files', () => {
    expect(messagesFor('en_US', ['no-such-namespace', 'home'])).toBe(messagesFor('en_US', ['home']));
  });

  it('sends the futures terminal far less than the whole catalogue', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    const terminal = messagesFor('en_US', ['futures', 'futuresAccount', 'futuresForm', 'trade']);
    expect(size(terminal)).toBeLessThan(size(readMessages('en_US')) * 0.8);
  });
});
