// Apart from request.ts so code that only checks a call's result does not load ofetch with it.

/** What a call resolves to when the network itself failed (spec 7): never thrown, always this shape. */
export interface NetworkFailure {
  code: 500;
  data: Record<string, never>;
  err: string;
}

export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return typeof value === 'object' && value !== null && 'err' in value && (value as { code?: unknown }).code === 500;
}
