import type { ZodError } from 'zod';

/**
 * What a refusal is, in the domain's words; `http/` alone turns a kind into a status code, and the
 * order relay carries it between instances. Like exchange-core's result codes: an outcome the
 * caller maps to its protocol, never a transport's status.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'unavailable';

/** A command or request the domain will not carry out, with a stable `reason` code for the client. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly reason: string,
    message: string,
    /** The input field at fault, if one is. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Input that does not parse: a message and each field at fault with what is wrong with it. */
export class InvalidInput extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'InvalidInput';
  }
}

/** A zod error as one message per field (`_` for the input as a whole). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
