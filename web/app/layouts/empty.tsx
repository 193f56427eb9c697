import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { layoutLoader, layoutShouldRevalidate } from '../lib/routing/layout-loader.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import type { Route } from './+types/empty';

export const loader = (args: Route.LoaderArgs) => layoutLoader(args);
export const shouldRevalidate = layoutShouldRevalidate;

/** A bare layout for focused tasks (login, register): the logo and the language and theme only. */
export default function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className="empty-layout">
      <header className="empty-layout__bar">
        <LocaleLink to="/" className="logo">
          {t('common.siteName')}
        </LocaleLink>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="empty-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
