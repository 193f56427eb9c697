import { accountSchema } from '@vela/contracts/auth';

export type SignUpAccountCheck =
  | { ok: true; account: string }
  | { ok: false; messageKey: 'home.signUp.empty' | 'home.signUp.invalid' };

/**
 * What the home page's sign-up entry carries to /register: the typed e-mail or phone number in the
 * form the platform stores it (lower-case e-mail, E.164 phone), or why it cannot be carried yet.
 */
export function checkSignUpAccount(typed: string): SignUpAccountCheck {
  if (typed.trim() === '') return { ok: false, messageKey: 'home.signUp.empty' };
  const parsed = accountSchema.safeParse(typed);
  return parsed.success ? { ok: true, account: parsed.data } : { ok: false, messageKey: 'home.signUp.invalid' };
}
