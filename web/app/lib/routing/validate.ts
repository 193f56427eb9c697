import { data } from 'react-router';

/** What a thrown 404 carries: which of the spec's two messages applies (the error page reads it). */
export interface NotFoundData {
  kind: 'not-found' | 'validation';
  path: string;
}

/**
 * Route validation (spec 5 "Route"): a validator answers true to accept, false to reject with
 * 404, or a status code to reject with that status. Rejection renders the error page with
 * 'Page Not Found: {path}'.
 */
export function validateRoute(request: Request, verdict: boolean | number): asserts verdict is true {
  if (verdict === true) return;
  const status = verdict === false ? 404 : verdict;
  const body: NotFoundData = { kind: 'validation', path: new URL(request.url).pathname };
  throw data(body, { status });
}

/** No route matched: 404 with 'Page not found: {path}'. */
export function notFound(request: Request): never {
  const body: NotFoundData = { kind: 'not-found', path: new URL(request.url).pathname };
  throw data(body, { status: 404 });
}
