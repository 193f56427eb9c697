import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../http/request.ts';

/** A call's outcome as a screen shows it: the parsed value, or a problem of the screen's own kind. */
export type CallAnswer<T, P> = { ok: true; value: T } | { ok: false; problem: P };

export interface ProblemWords<P> {
  /** The platform's refusal (a 4xx/5xx with its body). */
  refused(status: number, body: unknown): P;
  /** No answer at all. */
  network: P;
  /** Anything else: an answer that did not parse, a failure of the call itself. */
  failed: P;
}

/** Runs a call of the request helper and answers a value or a problem; it never throws. */
export async function answerOf<T, P>(
  request: () => Promise<unknown>,
  parse: (value: unknown) => T,
  words: ProblemWords<P>,
): Promise<CallAnswer<T, P>> {
  try {
    const response = await request();
    if (isNetworkFailure(response)) return { ok: false, problem: words.network };
    return { ok: true, value: parse(response) };
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      return { ok: false, problem: words.refused(error.response.status, error.data) };
    }
    return { ok: false, problem: words.failed };
  }
}
