import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppStore } from '../state/app-store.tsx';
import { ConnectionIndicator } from './connection-indicator.tsx';
import { PersonIcon, WalletIcon } from './header-icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LocaleLink } from './locale-link.tsx';
import { MenuButton } from './menu-button.tsx';
import { PriceColoursToggle } from './price-colours-toggle.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
// The lazy rewards badge's styles stay with the header's, so a server-rendered badge is styled at once.
import './rewards-badge.css';
import './site-header.css';

/** Only a signed-in user's header has them: a visitor's start-up code does not carry their chunk. */
const SignedInActions = lazy(() =>
  import('./account/signed-in-actions.tsx').then((module) => ({ default: module.SignedInActions })),
);

interface NavGroup {
  labelKey: string;
  items: { to: string; labelKey: string; native?: boolean }[];
}

/**
 * The futures menu flag (spec 3, global client state) as the platform's global config carries it:
 * `"Futures_Menu_Switch": "false"` hides the futures entry; absent or anything else shows it.
 */
export const FUTURES_MENU_SWITCH = 'Futures_Menu_Switch';

const navLinks = [
  { to: '/markets', labelKey: 'nav.markets' },
  { to: '/trade', labelKey: 'nav.trade' },
  { to: '/futures', labelKey: 'nav.futures', flag: FUTURES_MENU_SWITCH },
];

const navGroups: NavGroup[] = [
  {
    labelKey: 'nav.earn',
    items: [
      { to: '/earn', labelKey: 'menus.earn', native: true },
      { to: '/earn/sharkfin', labelKey: 'menus.sharkfin', native: true },
    ],
  },
  {
    labelKey: 'nav.p2p',
    items: [
      { to: '/p2p', labelKey: 'menus.p2p', native: true },
      { to: '/otc', labelKey: 'menus.otc', native: true },
    ],
  },
  {
    labelKey: 'nav.more',
    items: [
      { to: '/grid-trading', labelKey: 'menus.grid', native: true },
      { to: '/copy-trading', labelKey: 'menus.copy', native: true },
      { to: '/task-center', labelKey: 'menus.tasks', native: true },
      { to: '/events-announcements', labelKey: 'menus.announcements' },
      { to: '/events-courses', labelKey: 'menus.courses' },
      { to: '/affiliate-register/why-join-vela', labelKey: 'menus.affiliate' },
    ],
  },
];

function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const globalConfig = useAppStore((state) => state.globalConfig);
  const shown = navLinks.filter((link) => !link.flag || globalConfig[link.flag] !== 'false');
  return (
    <ul className="main-nav__list">
      {shown.map((link) => (
        <li key={link.to}>
          <LocaleLink
            to={link.to}
            className="main-nav__link"
            onClick={onNavigate}
            native
            data-track-module="main_nav"
            data-track-element={link.labelKey}
          >
            {t(link.labelKey)}
          </LocaleLink>
        </li>
      ))}
      {navGroups.map((group) => (
        <li key={group.labelKey}>
          <MenuButton label={t(group.labelKey)}>
            {(close) => (
              <ul className="menu__list">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <LocaleLink
                      to={item.to}
                      native={item.native}
                      data-menu-item=""
                      data-track-module="main_nav"
                      data-track-element={item.labelKey}
                      className="menu__item"
                      onClick={() => {
                        close();
                        onNavigate?.();
                      }}
                    >
                      {t(item.labelKey)}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            )}
          </MenuButton>
        </li>
      ))}
    </ul>
  );
}

function AccountEntry() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const location = useLocation();
  if (user)
    return (
      <>
        <LocaleLink
          to="/wallet"
          className="icon-button site-header__wallet"
          aria-label={t('header.wallet')}
          title={t('header.wallet')}
          data-testid="header-wallet"
        >
          <WalletIcon />
        </LocaleLink>
        <Suspense fallback={null}>
          <SignedInActions />
        </Suspense>
      </>
    );
  // Come back to this page after logging in, unless this page is itself an account form.
  const here = location.pathname + location.search;
  const forwardUrl = /\/(login|register)$/.test(location.pathname) ? undefined : here;
  return (
    <>
      {/* On a phone the icon stands for the label, which stays the link's name. */}
      <LocaleLink to="/login" query={{ forwardUrl }} className="button button--ghost site-header__login">
        <PersonIcon />
        <span className="site-header__login-label">{t('header.login')}</span>
      </LocaleLink>
      <LocaleLink to="/register" query={{ forwardUrl }} className="button button--primary">
        {t('header.register')}
      </LocaleLink>
    </>
  );
}

/**
 * The site header: logo, main navigation, language, theme, price colours, and login or the account entry (with the
 * wallet). It fits a 360 px phone in every language: below 560 px the labels turn into icons that
 * keep them as their names, and the theme and price-colour switches move into the menu.
 */
export function SiteHeader({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <LocaleLink to="/" className="logo">
        {t('common.siteName')}
      </LocaleLink>
      {!compact && (
        <nav
          aria-label={t('nav.mainNavigation')}
          className={`main-nav ${drawerOpen ? 'main-nav--open' : ''}`}
          id="main-nav"
        >
          <MainNavigation onNavigate={() => setDrawerOpen(false)} />
          {/* On a phone the theme and price-colour switches leave the header row for the menu. */}
          <div className="main-nav__extras">
            <ThemeToggle withLabel />
            <PriceColoursToggle withLabel />
          </div>
        </nav>
      )}
      <div className="site-header__actions">
        <ConnectionIndicator />
        <LanguageSwitcher />
        <ThemeToggle className={compact ? undefined : 'site-header__theme'} />
        <PriceColoursToggle className={compact ? undefined : 'site-header__theme'} />
        <AccountEntry />
        {!compact && (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={drawerOpen}
            aria-controls="main-nav"
            aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <span aria-hidden="true">{drawerOpen ? '✕' : '☰'}</span>
          </button>
        )}
      </div>
    </header>
  );
}
