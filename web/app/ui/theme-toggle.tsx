import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type Theme, themeColour, themeCookie } from '../lib/theme';
import type { loader as rootLoader } from '../root';

export function ThemeToggle() {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const [theme, setTheme] = useState<Theme>(rootData?.theme ?? 'light');
  const next: Theme = theme === 'light' ? 'dark' : 'light';

  function toggle() {
    const apply = () => {
      document.documentElement.dataset.theme = next;
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColour[next]);
      document.cookie = themeCookie(next);
      setTheme(next);
    };
    if (document.startViewTransition) document.startViewTransition(apply);
    else apply();
  }

  return (
    <button
      type="button"
      className="theme-toggle"
      onClick={toggle}
      aria-pressed={theme === 'dark'}
      data-theme-state={theme}
    >
      {theme === 'light' ? 'Dark theme' : 'Light theme'}
    </button>
  );
}
