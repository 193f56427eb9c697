import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../../../ui/locale-link.tsx';

/** In place of the order button for a visitor: log in or sign up, then back to this pair. */
export function VisitorActions({ message }: { message: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const forwardUrl = location.pathname + location.search;
  return (
    <div className="order-form__visitor">
      <p>{message}</p>
      <div className="order-form__visitor-actions">
        <LocaleLink to="/login" query={{ forwardUrl }} className="button button--primary" data-testid="form-login">
          {t('trade.form.login')}
        </LocaleLink>
        <LocaleLink to="/register" query={{ forwardUrl }} className="button" data-testid="form-register">
          {t('trade.form.register')}
        </LocaleLink>
      </div>
    </div>
  );
}
