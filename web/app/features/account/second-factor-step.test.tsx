// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FetchError } from 'ofetch';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { SecondFactorStep } from './second-factor-step.tsx';

const steps = vi.hoisted(() => ({ secondFactorWithCode: vi.fn(), secondFactorWithPasskey: vi.fn() }));
vi.mock('./sign-in-steps.ts', () => steps);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const auth = enUS.auth;
const TICKET = 't'.repeat(43);
const signedIn = { user: { id: 'u1' }, expiresAt: '2030-01-01T00:00:00Z' };

function renderStep(methods: ('totp' | 'recovery' | 'passkey')[]) {
  const onSignedIn = vi.fn(async () => {});
  const onRestart = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor('en_US', enUS)}>
      <SecondFactorStep ticket={TICKET} methods={methods} onSignedIn={onSignedIn} onRestart={onRestart} />
    </I18nextProvider>,
  );
  return { onSignedIn, onRestart };
}

function refusal(status: number, body: object): FetchError {
  const data = { code: status, error: 'Bad Request', message: 'refused', ...body };
  return Object.assign(new FetchError('refused'), { response: new Response(null, { status }), data });
}

describe('SecondFactorStep', () => {
  it('asks for the app code first and checks its shape before calling', async () => {
    const { onSignedIn } = renderStep(['totp', 'recovery']);
    const field = screen.getByLabelText(auth.secondFactor.codeLabel);
    fireEvent.change(field, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.verify }));
    expect(screen.getByRole('alert').textContent).toBe(auth.errors.totpInvalid);
    expect(steps.secondFactorWithCode).not.toHaveBeenCalled();

    steps.secondFactorWithCode.mockResolvedValueOnce(signedIn);
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.verify }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(steps.secondFactorWithCode).toHaveBeenCalledWith(TICKET, 'totp', '123 456');
  });

  it('shows what the platform refused, in words', async () => {
    renderStep(['totp']);
    steps.secondFactorWithCode.mockRejectedValueOnce(refusal(400, { reason: 'wrong-code', fields: { code: 'x' } }));
    fireEvent.change(screen.getByLabelText(auth.secondFactor.codeLabel), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(auth.errors.wrongSecondFactor);
    expect(screen.queryByRole('button', { name: auth.secondFactor.useRecovery })).toBeNull();
  });

  it('switches to a recovery code and to a passkey, and goes back to the password', async () => {
    const { onRestart, onSignedIn } = renderStep(['totp', 'passkey', 'recovery']);
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.useRecovery }));
    steps.secondFactorWithCode.mockResolvedValueOnce(signedIn);
    fireEvent.change(screen.getByLabelText(auth.secondFactor.recoveryLabel), {
      target: { value: 'abcd-efgh-jkmn-pqrs' },
    });
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.verify }));
    await waitFor(() =>
      expect(steps.secondFactorWithCode).toHaveBeenCalledWith(TICKET, 'recovery', 'abcd-efgh-jkmn-pqrs'),
    );

    cleanup();
    const second = renderStep(['passkey', 'recovery']);
    steps.secondFactorWithPasskey.mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.passkeyButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(auth.errors.passkeyCancelled);
    steps.secondFactorWithPasskey.mockResolvedValueOnce(signedIn);
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.passkeyButton }));
    await waitFor(() => expect(second.onSignedIn).toHaveBeenCalledWith(signedIn));
    fireEvent.click(screen.getByRole('button', { name: auth.secondFactor.back }));
    expect(second.onRestart).toHaveBeenCalled();
    expect(onRestart).not.toHaveBeenCalled();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});
