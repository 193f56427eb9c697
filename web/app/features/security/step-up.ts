import { STEP_UP_REQUIRED } from '@vela/contracts/api-keys';
import { apiErrorSchema } from '@vela/contracts/errors';
import { TOTP_CODE_REUSED } from '@vela/contracts/two-factor';
import { FetchError } from 'ofetch';

/** What the server asks a powerful change to be confirmed with (server/src/accounts/step-up.ts). */
export type StepUpField = 'code' | 'password';
export interface StepUpProof {
  code?: string;
  password?: string;
}
/** Why a confirmation was not taken, as the message key (apiKeys.stepUp.*) the dialog shows. */
export type StepUpProblem = 'wrongCode' | 'codeReused' | 'wrongPassword' | 'tooMany';

function refusalOf(error: unknown): { status: number; reason?: string; fields: string[] } | undefined {
  if (!(error instanceof FetchError)) return undefined;
  const body = apiErrorSchema.safeParse(error.data);
  return {
    status: error.status ?? 0,
    reason: body.success ? body.data.reason : undefined,
    fields: body.success ? Object.keys(body.data.fields ?? {}) : [],
  };
}

/** The field a 403 step-up-required answer asks for; undefined for any other failure. */
export function stepUpFieldOf(error: unknown): StepUpField | undefined {
  const refusal = refusalOf(error);
  if (refusal?.status !== 403 || refusal.reason !== STEP_UP_REQUIRED) return undefined;
  return refusal.fields.includes('code') ? 'code' : 'password';
}

/** A confirmation that was wrong or came too often; undefined for any other failure. */
export function stepUpProblemOf(error: unknown): StepUpProblem | undefined {
  const refusal = refusalOf(error);
  if (refusal?.status === 429) return 'tooMany';
  if (refusal?.status !== 400) return undefined;
  if (refusal.reason === 'wrong-code') return 'wrongCode';
  if (refusal.reason === TOTP_CODE_REUSED) return 'codeReused';
  if (refusal.reason === 'wrong-password') return 'wrongPassword';
  return undefined;
}
