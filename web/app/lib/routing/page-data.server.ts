import type { SsrLoadContext } from '@vela/contracts/ssr';
import { validateRoute } from './validate.ts';

/**
 * A page's platform call from its loader, through `context.apiFetch` (the same HTTP route a
 * browser reaches): a 404 is the route's 404; any other failure a 503 for the error boundary,
 * never half a page.
 */
export async function loadPageJson<T>(
  { request, context }: { request: Request; context: SsrLoadContext },
  path: string,
  schema: { parse(value: unknown): T },
): Promise<T> {
  const response = await context.apiFetch(path);
  if (response.status === 404) validateRoute(request, false);
  if (!response.ok) throw new Response(null, { status: 503 });
  return schema.parse(await response.json());
}
