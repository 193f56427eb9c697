import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';

/** In place of the subscribe form for a visitor: log in or sign up, then back to this product. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      text={t('earn.subscribe.visitor')}
      loginLabel={t('earn.subscribe.login')}
      registerLabel={t('earn.subscribe.register')}
      className="earn-visitor"
      actionsClassName="earn-visitor__actions"
      testId="earn-visitor"
      loginTestId="earn-login"
    />
  );
}
