import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** A visitor sees the tasks; progress and claims need an account, and logging in comes back here. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const forwardUrl = location.pathname + location.search;
  return (
    <div className="card task-centre__visitor" data-testid="tasks-visitor">
      <p>{t('tasks.visitor.text')}</p>
      <p className="task-centre__actions">
        <LocaleLink to="/login" query={{ forwardUrl }} className="button button--primary">
          {t('tasks.visitor.login')}
        </LocaleLink>
        <LocaleLink to="/register" query={{ forwardUrl }} className="button">
          {t('tasks.visitor.register')}
        </LocaleLink>
      </p>
    </div>
  );
}
