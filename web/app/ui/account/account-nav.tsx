import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../locale-link.tsx';
import './account-nav.css';

const sections = [
  { path: '/account', key: 'overview' },
  { path: '/account/security', key: 'security' },
  { path: '/account/devices', key: 'devices' },
  { path: '/account/api-keys', key: 'apiKeys' },
  { path: '/account/alerts', key: 'alerts' },
  { path: '/account/verification', key: 'verification' },
] as const;

/** The account area's sections; the current one is marked for screen readers too. */
export function AccountNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        {sections.map((section) => {
          const current = pathname === section.path || pathname.endsWith(section.path);
          return (
            <li key={section.key}>
              <LocaleLink to={section.path} className="account-nav__link" aria-current={current ? 'page' : undefined}>
                {t(`account.nav.${section.key}`)}
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
