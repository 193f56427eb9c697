import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type Theme, themeCookie } from '../lib/theme.ts';
import { useAppStore } from '../state/app-store.tsx';

/** Light/dark switch (an icon, or with its words in a menu): the cookie lets the server render the chosen theme next time (no flash). */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.theme);
  const setTheme = useAppStore((state) => state.setTheme);
  const next: Theme = theme === 'light' ? 'dark' : 'light';

  function toggle() {
    document.cookie = themeCookie(next);
    // The transition snapshots the DOM after the callback, so the update must land synchronously.
    if (document.startViewTransition) document.startViewTransition(() => flushSync(() => setTheme(next)));
    else setTheme(next);
  }

  const label = next === 'dark' ? t('header.themeToDark') : t('header.themeToLight');
  const classes = withLabel ? 'menu__item menu__item--button theme-toggle' : 'icon-button theme-toggle';
  return (
    <button
      type="button"
      className={className ? `${classes} ${className}` : classes}
      onClick={toggle}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      data-theme-state={theme}
    >
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
      {withLabel && ` ${label}`}
    </button>
  );
}
