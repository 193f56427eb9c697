import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { VisitorActions } from '../form/visitor-actions.tsx';

/** An account panel's tabs and the one shown; `id` is what the tabs' and the tab panel's ids derive from. */
export interface AccountTabState<T extends string> {
  readonly id: string;
  readonly tabs: readonly T[];
  readonly tab: T;
  readonly onTab: (tab: T) => void;
}

/** The tabs of an account panel, `first` shown first. */
export function useAccountTabs<T extends string>(tabs: readonly T[], first: T): AccountTabState<T> {
  const id = useId();
  const [tab, setTab] = useState(first);
  return { id, tabs, tab, onTab: setTab };
}

export interface AccountTabListProps<T extends string> {
  readonly state: AccountTabState<T>;
  readonly label: string;
  /** A tab's text (with its count). */
  readonly text: (tab: T) => string;
  readonly testId?: (tab: T) => string;
}

/** The account panel's tabs (spot and futures): the arrow keys move between them (WAI-ARIA tabs). */
export function AccountTabList<T extends string>({ state, label, text, testId }: AccountTabListProps<T>) {
  const { id, tabs, tab, onTab } = state;
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? tab;
    onTab(next);
    tabRefs.current.get(next)?.focus();
  };
  return (
    <div className="account-panel__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(element) => {
            if (element) tabRefs.current.set(name, element);
          }}
          type="button"
          role="tab"
          id={`${id}-${name}-tab`}
          aria-controls={`${id}-${name}`}
          aria-selected={tab === name}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onTab(name)}
          data-testid={testId?.(name)}
        >
          {text(name)}
        </button>
      ))}
    </div>
  );
}

/** The account panel's tab panel: the signed-in trader's `children`, a visitor's way to log in. */
export function AccountTabBody({
  state: { id, tab },
  signedIn,
  visitorMessage,
  children,
}: {
  readonly state: Pick<AccountTabState<string>, 'id' | 'tab'>;
  readonly signedIn: boolean;
  readonly visitorMessage: string;
  readonly children: ReactNode;
}) {
  return (
    <div
      className="account-panel__body"
      role="tabpanel"
      id={`${id}-${tab}`}
      aria-labelledby={`${id}-${tab}-tab`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus when it has nothing focusable.
      tabIndex={0}
    >
      {signedIn ? (
        children
      ) : (
        <div className="account-panel__visitor">
          <VisitorActions message={visitorMessage} />
        </div>
      )}
    </div>
  );
}
