import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';

/** In place of the create button for a visitor: log in or sign up, then back to this page. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      text={t('grid.form.visitor')}
      loginLabel={t('grid.form.login')}
      registerLabel={t('grid.form.register')}
      className="grid-visitor"
      actionsClassName="grid-visitor__actions"
      testId="grid-visitor"
      loginTestId="grid-login"
    />
  );
}
