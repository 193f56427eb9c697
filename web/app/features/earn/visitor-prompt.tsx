import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** In place of the subscribe form for a visitor: log in or sign up, then back to this product. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const forwardUrl = location.pathname + location.search;
  return (
    <div className="earn-visitor" data-testid="earn-visitor">
      <p>{t('earn.subscribe.visitor')}</p>
      <p className="earn-visitor__actions">
        <LocaleLink to="/login" query={{ forwardUrl }} className="button button--primary" data-testid="earn-login">
          {t('earn.subscribe.login')}
        </LocaleLink>
        <LocaleLink to="/register" query={{ forwardUrl }} className="button">
          {t('earn.subscribe.register')}
        </LocaleLink>
      </p>
    </div>
  );
}
