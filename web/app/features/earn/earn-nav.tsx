import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../ui/locale-link.tsx';

const sections = [
  { path: '/earn', key: 'products' },
  { path: '/earn/sharkfin', key: 'sharkfin' },
  { path: '/earn/positions', key: 'positions' },
] as const;

/** The earn hub's sections; the current one is marked for screen readers too. */
export function EarnNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="tabs earn-nav" aria-label={t('earn.nav.label')}>
      {sections.map((section) => {
        const current = pathname.endsWith(section.path);
        return (
          <LocaleLink
            key={section.key}
            to={section.path}
            className={current ? 'tabs__tab active' : 'tabs__tab'}
            aria-current={current ? 'page' : undefined}
          >
            {t(`earn.nav.${section.key}`)}
          </LocaleLink>
        );
      })}
    </nav>
  );
}
