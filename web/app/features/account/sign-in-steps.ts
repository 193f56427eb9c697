import {
  type AuthResponse,
  authPaths,
  authResponseSchema,
  passkeyLoginOptionsResponseSchema,
} from '@vela/contracts/auth';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await browserApi().post(path, body);
  if (isNetworkFailure(response)) throw response;
  return response;
}

/** The browser's passkey prompt for these options; the WebAuthn library loads only when used. */
async function assert(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

/** Signs in with a passkey alone: options, the browser's prompt, then the session. */
export async function signInWithPasskey(): Promise<AuthResponse> {
  const { ticket, options } = passkeyLoginOptionsResponseSchema.parse(await post(authPaths.passkeyOptions, {}));
  const response = await assert(options);
  return authResponseSchema.parse(await post(authPaths.passkeyLogin, { ticket, response }));
}

/** Answers a login's second step with a passkey of the account. */
export async function secondFactorWithPasskey(ticket: string): Promise<AuthResponse> {
  const { options } = passkeyLoginOptionsResponseSchema.parse(await post(authPaths.loginPasskeyOptions, { ticket }));
  const response = await assert(options);
  return authResponseSchema.parse(await post(authPaths.loginSecondFactor, { ticket, method: 'passkey', response }));
}

/** Answers a login's second step with a code from the app or a recovery code. */
export async function secondFactorWithCode(
  ticket: string,
  method: 'totp' | 'recovery',
  code: string,
): Promise<AuthResponse> {
  return authResponseSchema.parse(await post(authPaths.loginSecondFactor, { ticket, method, code }));
}

export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
