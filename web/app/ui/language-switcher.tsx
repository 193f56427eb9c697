import { localeByCode } from '@vela/contracts/locale-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { localeCookie } from '../i18n/detect.ts';
import { switchLocalePath } from '../i18n/locale-paths.ts';
import { savePreference } from '../lib/api/save-preference.ts';
import { DEVICE_FLAGS } from '../lib/device/flags.ts';
import { useDeviceFlags } from '../lib/device/use-device-flags.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { useAppStore } from '../state/app-store.tsx';
import { MenuButton } from './menu-button.tsx';

/**
 * Lists the offered languages, each a link to the same page and query in that language. The
 * navigation stays pending until the new locale's messages have arrived, so the page switches
 * language in one frame. The cookie is written at once so a reload keeps the choice.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale, offered, deviceKind } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const device = useDeviceFlags(DEVICE_FLAGS[deviceKind]);
  const current = localeByCode[locale];
  return (
    <MenuButton
      className="language-switcher"
      ariaLabel={`${t('header.language')}: ${current.label}`}
      label={
        <>
          <svg aria-hidden="true" className="language-switcher__icon" viewBox="0 0 24 24" width="18" height="18">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <span lang={current.tag} className="language-switcher__label">
            {current.label}
          </span>
        </>
      }
    >
      {(close) => (
        <ul className="menu__list" aria-label={t('header.chooseLanguage')}>
          {offered.map((code) => (
            <li key={code}>
              <Link
                data-menu-item=""
                className="menu__item"
                to={switchLocalePath(location.pathname, location.search, code) + location.hash}
                lang={localeByCode[code].tag}
                hrefLang={localeByCode[code].tag}
                aria-current={code === locale ? 'true' : undefined}
                data-locale={code}
                onClick={(event) => {
                  document.cookie = localeCookie(code);
                  close();
                  if (!user) return;
                  // Signed in: the choice is saved first, so the next page load restores it from the platform.
                  event.preventDefault();
                  const target = event.currentTarget.getAttribute('href') ?? '/';
                  void savePreference({ userLanguage: code }, device.kind).then(() => navigate(target));
                }}
              >
                {localeByCode[code].label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </MenuButton>
  );
}
