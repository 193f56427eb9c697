import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** In place of the create button for a visitor: sign in or sign up, then back to this page. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const forwardUrl = location.pathname + location.search;
  return (
    <div className="grid-visitor" data-testid="grid-visitor">
      <p>{t('grid.form.visitor')}</p>
      <p className="grid-visitor__actions">
        <LocaleLink to="/login" query={{ forwardUrl }} className="button button--primary" data-testid="grid-login">
          {t('grid.form.login')}
        </LocaleLink>
        <LocaleLink to="/register" query={{ forwardUrl }} className="button">
          {t('grid.form.register')}
        </LocaleLink>
      </p>
    </div>
  );
}
