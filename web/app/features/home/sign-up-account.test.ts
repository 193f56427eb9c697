import { describe, expect, it } from 'vitest';
import { checkSignUpAccount } from './sign-up-account.ts';

describe('checkSignUpAccount', () => {
  it('carries an e-mail address in lower case, without surrounding spaces', () => {
    expect(checkSignUpAccount('  Ana.Silva@Example.COM ')).toEqual({ ok: true, account: 'ana.silva@example.com' });
  });

  it('carries a phone number in E.164, without the spaces and hyphens people type', () => {
    expect(checkSignUpAccount('+81 90-1234-5678')).toEqual({ ok: true, account: '+819012345678' });
  });

  it('asks for an account when nothing was typed', () => {
    expect(checkSignUpAccount('   ')).toEqual({ ok: false, messageKey: 'home.signUp.empty' });
  });

  it.each(['ana@', 'not an account', '0901234567', '+1 23'])('refuses %j', (typed) => {
    expect(checkSignUpAccount(typed)).toEqual({ ok: false, messageKey: 'home.signUp.invalid' });
  });
});
