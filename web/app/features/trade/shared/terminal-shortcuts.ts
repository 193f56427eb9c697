/** The terminal's keyboard shortcuts, as the help dialog lists them. */
export const terminalShortcuts = [
  { keys: 'B', action: 'buy' },
  { keys: 'S', action: 'sell' },
  { keys: 'Esc', action: 'clear' },
  { keys: '?', action: 'help' },
] as const;

export type ShortcutAction = (typeof terminalShortcuts)[number]['action'];

/**
 * The price chart's keys, on its keyboard surface only (chart/keyboard-drawing.ts): listed in the
 * help dialog so that drawing by keyboard can be found.
 */
export const chartShortcuts = [
  { keys: '← → ↑ ↓', action: 'chartMove' },
  { keys: 'Enter', action: 'chartSet' },
  { keys: '↑ ↓', action: 'chartSelect' },
  { keys: 'Delete', action: 'chartDelete' },
] as const;

/** What a key press on the page asks for; none while the trader types or with Ctrl, Alt or Meta. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'defaultPrevented' | 'isComposing'>,
  target: EventTarget | null,
): ShortcutAction | undefined {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return undefined;
  if (isTyping(target)) return undefined;
  switch (event.key) {
    case 'b':
    case 'B':
      return 'buy';
    case 's':
    case 'S':
      return 'sell';
    case 'Escape':
      return 'clear';
    case '?':
      return 'help';
    default:
      return undefined;
  }
}

const typingInputTypes = new Set(['text', 'search', 'email', 'password', 'number', 'tel', 'url', '']);

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  // A key in a dialog or a menu is that overlay's own (Escape closes it).
  if (element.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && typingInputTypes.has((element as HTMLInputElement).type);
}
