import { useLocation } from 'react-router';
import { LocaleLink } from './locale-link.tsx';

export interface SignInPromptProps {
  /** Why an account is needed here. */
  text: string;
  loginLabel: string;
  registerLabel: string;
  className: string;
  /** The class of the paragraph holding the two links. */
  actionsClassName: string;
  testId: string;
  loginTestId?: string;
}

/** Where a visitor meets what needs an account: log in or sign up, then back to this page. */
export function SignInPrompt({
  text,
  loginLabel,
  registerLabel,
  className,
  actionsClassName,
  testId,
  loginTestId,
}: SignInPromptProps) {
  const location = useLocation();
  const forwardUrl = location.pathname + location.search;
  return (
    <div className={className} data-testid={testId}>
      <p>{text}</p>
      <p className={actionsClassName}>
        <LocaleLink to="/login" query={{ forwardUrl }} className="button button--primary" data-testid={loginTestId}>
          {loginLabel}
        </LocaleLink>
        <LocaleLink to="/register" query={{ forwardUrl }} className="button">
          {registerLabel}
        </LocaleLink>
      </p>
    </div>
  );
}
