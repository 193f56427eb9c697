import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { PersonIcon } from '../header-icons.tsx';
import { LocaleLink } from '../locale-link.tsx';
import { MenuButton } from '../menu-button.tsx';
import { TotalAsset } from './total-asset.tsx';
import { useSignOut } from './use-sign-out.ts';

/** The header's account entry for a signed-in user: who, how much (demo funds), account page, wallet, log out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <MenuButton
      className="account-menu"
      ariaLabel={t('account.menuLabel')}
      label={
        <>
          <span className="account-menu__icon">
            <PersonIcon />
          </span>
          <span className="account-menu__name">{user.displayName}</span>
        </>
      }
    >
      {(close) => (
        <div className="account-menu__panel">
          <p className="account-menu__uid">{t('account.uid', { fid: user.fid })}</p>
          <TotalAsset />
          <ul className="menu__list">
            <li>
              <LocaleLink to="/account" className="menu__item" data-menu-item="" onClick={close}>
                {t('account.heading')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/wallet" className="menu__item" data-menu-item="" onClick={close}>
                {t('header.wallet')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to="/account/alerts" className="menu__item" data-menu-item="" onClick={close}>
                {t('account.nav.alerts')}
              </LocaleLink>
            </li>
            <li>
              <button
                type="button"
                className="menu__item menu__item--button"
                data-menu-item=""
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </MenuButton>
  );
}
