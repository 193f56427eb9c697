import {
  type PasskeyOptionsResponse,
  type PasskeyRegisterResponse,
  passkeyOptionsResponseSchema,
  passkeyRegisterResponseSchema,
  passkeyRemovePath,
  passkeyRenamePath,
  type RecoveryCodesResponse,
  recoveryCodesResponseSchema,
  type TotpEnableResponse,
  type TotpSetupResponse,
  type TwoFactorStatus,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  twoFactorPaths,
  twoFactorStatusSchema,
} from '@vela/contracts/two-factor';
import type { RegistrationResponse } from '@vela/contracts/webauthn';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

async function call<T>(request: Promise<unknown>, parse: (value: unknown) => T): Promise<T> {
  const response = await request;
  if (isNetworkFailure(response)) throw response;
  return parse(response);
}

const ok = () => undefined;

/** The security page's second-factor calls, each answer parsed by its contract. */
export const twoFactorCalls = {
  status: (): Promise<TwoFactorStatus> =>
    call(browserApi().get(twoFactorPaths.status), (value) => twoFactorStatusSchema.parse(value)),
  setupTotp: (password: string): Promise<TotpSetupResponse> =>
    call(browserApi().post(twoFactorPaths.totpSetup, { password }), (value) => totpSetupResponseSchema.parse(value)),
  enableTotp: (code: string): Promise<TotpEnableResponse> =>
    call(browserApi().post(twoFactorPaths.totpEnable, { code }), (value) => totpEnableResponseSchema.parse(value)),
  disableTotp: (code: string): Promise<void> => call(browserApi().post(twoFactorPaths.totpDisable, { code }), ok),
  newRecoveryCodes: (password: string): Promise<RecoveryCodesResponse> =>
    call(browserApi().post(twoFactorPaths.recoveryCodes, { password }), (value) =>
      recoveryCodesResponseSchema.parse(value),
    ),
  passkeyOptions: (password: string): Promise<PasskeyOptionsResponse> =>
    call(browserApi().post(twoFactorPaths.passkeyOptions, { password }), (value) =>
      passkeyOptionsResponseSchema.parse(value),
    ),
  registerPasskey: (ticket: string, name: string, response: RegistrationResponse): Promise<PasskeyRegisterResponse> =>
    call(browserApi().post(twoFactorPaths.passkeyRegister, { ticket, name, response }), (value) =>
      passkeyRegisterResponseSchema.parse(value),
    ),
  renamePasskey: (id: string, name: string): Promise<void> =>
    call(browserApi().post(passkeyRenamePath(id), { name }), ok),
  removePasskey: (id: string, password: string): Promise<void> =>
    call(browserApi().post(passkeyRemovePath(id), { password }), ok),
};
