import { describe, expect, it, vi } from 'vitest';
import { createPopupStack, POPUP_BASE_Z_INDEX } from './stack.ts';

describe('popup stack', () => {
  it('starts at 2000 and puts each popup above the one under it', () => {
    const stack = createPopupStack();
    expect(POPUP_BASE_Z_INDEX).toBe(2000);
    expect(stack.open('a')).toBe(2000);
    expect(stack.open('b')).toBe(2001);
    expect(stack.open('c')).toBe(2002);
    expect(stack.topId()).toBe('c');
  });

  it('keeps the place of a popup opened twice', () => {
    const stack = createPopupStack();
    stack.open('a');
    stack.open('b');
    expect(stack.open('a')).toBe(2000);
    expect(stack.topId()).toBe('b');
  });

  it('opens above the current top even after a popup below it closed', () => {
    const stack = createPopupStack();
    stack.open('a');
    stack.open('b');
    stack.open('c');
    stack.close('b');
    expect(stack.topId()).toBe('c');
    expect(stack.open('d')).toBe(2003);
    stack.close('d');
    stack.close('c');
    expect(stack.topId()).toBe('a');
    expect(stack.open('e')).toBe(2001);
  });

  it('starts again from the base once every popup closed', () => {
    const stack = createPopupStack();
    stack.open('a');
    stack.open('b');
    stack.close('b');
    stack.close('a');
    expect(stack.topId()).toBeUndefined();
    expect(stack.zIndexOf('a')).toBeUndefined();
    expect(stack.open('c')).toBe(2000);
  });

  it('notifies on real changes only, until unsubscribed', () => {
    const stack = createPopupStack(10);
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    expect(stack.open('a')).toBe(10);
    stack.open('a');
    stack.close('missing');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    stack.close('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
