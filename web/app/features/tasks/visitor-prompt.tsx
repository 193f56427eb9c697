import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';

/** A visitor sees the tasks; progress and claims need an account, and logging in comes back here. */
export function VisitorPrompt() {
  const { t } = useTranslation();
  return (
    <SignInPrompt
      text={t('tasks.visitor.text')}
      loginLabel={t('tasks.visitor.login')}
      registerLabel={t('tasks.visitor.register')}
      className="card task-centre__visitor"
      actionsClassName="task-centre__actions"
      testId="tasks-visitor"
    />
  );
}
