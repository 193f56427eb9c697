import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type Theme, themeCookie } from '../lib/theme.ts';
import { useAppStore } from '../state/app-store.tsx';

/** Light/dark switch: the cookie lets the server render the chosen theme next time (no flash). */
export function ThemeToggle() {
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

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={toggle}
      aria-label={next === 'dark' ? t('header.themeToDark') : t('header.themeToLight')}
      title={next === 'dark' ? t('header.themeToDark') : t('header.themeToLight')}
      data-theme-state={theme}
    >
      <span aria-hidden="true">{theme === 'light' ? '☾' : '☀'}</span>
    </button>
  );
}
