// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { shortcutOf } from './terminal-shortcuts.ts';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  defaultPrevented: false,
  isComposing: false,
  ...extra,
});

describe('terminal shortcuts', () => {
  it('maps B, S, Escape and ? on the page', () => {
    const body = document.body;
    expect(shortcutOf(press('b'), body)).toBe('buy');
    expect(shortcutOf(press('S'), body)).toBe('sell');
    expect(shortcutOf(press('Escape'), body)).toBe('clear');
    expect(shortcutOf(press('?'), body)).toBe('help');
    expect(shortcutOf(press('x'), body)).toBeUndefined();
  });

  it('never fires while typing, with a modifier, or inside a dialog', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(shortcutOf(press('b'), input)).toBeUndefined();
    expect(shortcutOf(press('Escape'), textarea)).toBeUndefined();
    expect(shortcutOf(press('?'), button)).toBeUndefined();
    expect(shortcutOf(press('b', { ctrlKey: true }), document.body)).toBeUndefined();
    expect(shortcutOf(press('s', { defaultPrevented: true }), document.body)).toBeUndefined();
  });

  it('fires on a focused button or checkbox outside dialogs', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(shortcutOf(press('b'), checkbox)).toBe('buy');
    expect(shortcutOf(press('s'), document.createElement('button'))).toBe('sell');
  });
});
