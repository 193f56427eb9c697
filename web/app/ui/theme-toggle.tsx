import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type Theme, themeCookie } from '../lib/theme.ts';
import { useAppStore } from '../state/app-store.tsx';
import { HeaderSwitch } from './header-switch.tsx';

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

  return (
    <HeaderSwitch
      name="theme-toggle"
      label={next === 'dark' ? t('header.themeToDark') : t('header.themeToLight')}
      icon={theme === 'light' ? '☾' : '☀'}
      onClick={toggle}
      className={className}
      withLabel={withLabel}
    />
  );
}
